import { createPrivateKey, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { BrowserSources } from './http/security-headers';
import type { DatabaseConfig } from './platform/database/client';
import type { FirebaseServiceAccount } from './platform/push/push-messaging';
import type { StorageConfig as FileStorageConfig } from './platform/storage';

export type { DatabaseConfig };

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The fixed application security header value. It is NOT a secret: it ships in the portal's
 * JavaScript bundle, so anyone can read it. It only tells our API apart from stray traffic (bots
 * probing paths, other sites' forms); authorisation is the bearer token's job.
 */
export const defaultSecurityHeaderValue = 'candidate-portal-web';

/**
 * Password hashing: Argon2id, p = 1. OWASP's minimum is m = 19 MiB, t = 2; ours is stronger,
 * m = 64 MiB, t = 4, chosen so one hash takes 50-250 ms on a small server (bench/password-hash.mjs
 * measured ~77 ms on 2 cores): slow for an attacker, unnoticeable at login. Tests lower it
 * (PASSWORD_HASH_MEMORY_KIB / PASSWORD_HASH_ITERATIONS) because thousands of hashes run there.
 */
export const productionPasswordHashing = { memoryKiB: 65_536, iterations: 4 } as const;

const booleanFlag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true');

const EnvironmentSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default(join(repoRoot, '.data')),
  WEB_DIST_DIR: z.string().min(1).optional(),
  APP_SECURITY_HEADER_VALUE: z.string().min(1).default(defaultSecurityHeaderValue),
  TOKEN_SIGNING_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(1024).max(4_194_304).default(productionPasswordHashing.memoryKiB),
  PASSWORD_HASH_ITERATIONS: z.coerce.number().int().min(1).max(100).default(productionPasswordHashing.iterations),
  PUBLIC_WEB_URL: z.url().optional(),
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default('Candidate Portal <no-reply@candidate-portal.local>'),
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  EXPOSE_OUTBOX: booleanFlag.default(false),
  OUTBOX_TO_CONSOLE: booleanFlag.optional(),
  TRUST_PROXY: booleanFlag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** One line per request; default on in development, off in production (it costs throughput). */
  ACCESS_LOG: booleanFlag.optional(),
  /** `pretty` (pino-pretty, a dev dependency) for `npm start` / `npm run dev`; `json` lines otherwise. */
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  // File storage (DESIGN.md): `local` = DATA_DIR/files with HMAC-signed URLs served by this server;
  // `s3` = an S3-compatible bucket with pre-signed URLs.
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** local: origin put before `/files/...` in URLs (default: root-relative, the portal's origin). */
  FILES_PUBLIC_BASE_URL: z.url().optional(),
  /** local: HMAC secret of file URLs (default: generated into DATA_DIR/secrets.json). */
  FILE_URL_SIGNING_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Push (FCM): a Google service-account key, as JSON text or a file path (one of them). Unset =
  // the local push adapter (log lines; notifications are listed in-app).
  FIREBASE_SERVICE_ACCOUNT_JSON: z.string().min(1).optional(),
  FIREBASE_SERVICE_ACCOUNT_FILE: z.string().min(1).optional(),
  /** The portal's build-time API base (read here only for the CSP's connect-src when absolute). */
  VITE_API_BASE_URL: z.string().optional(),
}).superRefine((env, context) => {
  if (env.FIREBASE_SERVICE_ACCOUNT_JSON && env.FIREBASE_SERVICE_ACCOUNT_FILE) {
    context.addIssue({ code: 'custom', path: ['FIREBASE_SERVICE_ACCOUNT_FILE'], message: 'set FIREBASE_SERVICE_ACCOUNT_JSON or FIREBASE_SERVICE_ACCOUNT_FILE, not both' });
  }
  // ASVS 5.0 V13.4.2 / V15.2.3: no development functionality in production.
  if (env.EXPOSE_OUTBOX && env.NODE_ENV === 'production') {
    context.addIssue({ code: 'custom', path: ['EXPOSE_OUTBOX'], message: 'must not be set with NODE_ENV=production (it lets anyone read reset codes)' });
  }
  if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET) context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE_DRIVER=s3' });
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    context.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together' });
  }
});

function isPrivateKeyPem(pem: string): boolean {
  try {
    createPrivateKey(pem);
    return true;
  } catch {
    return false;
  }
}

/** The fields of a service-account key file the Admin SDK uses; the rest (ids, URLs) are ignored. */
const FirebaseServiceAccountSchema = z.object({
  type: z.literal('service_account', 'must be "service_account"').optional(),
  project_id: z.string().min(1, 'is required'),
  client_email: z.email('must be an email address'),
  private_key: z.string().refine(isPrivateKeyPem, 'must be a PEM private key'),
});

/**
 * Reads and checks the FCM service account at start, so a broken key fails the boot with the
 * variable's name instead of failing every push token later. Messages never quote the content.
 */
function loadFirebaseServiceAccount(json: string | undefined, file: string | undefined): FirebaseServiceAccount | undefined {
  const variable = json ? 'FIREBASE_SERVICE_ACCOUNT_JSON' : 'FIREBASE_SERVICE_ACCOUNT_FILE';
  let text = json;
  if (!text && file) {
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      throw new Error(`Invalid server configuration: ${variable}: cannot read the file ${file}`);
    }
  }
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // JSON.parse's message quotes the input, which holds the private key: say only what is wrong.
    throw new Error(`Invalid server configuration: ${variable}: is not valid JSON`);
  }
  const parsed = FirebaseServiceAccountSchema.safeParse(value);
  if (!parsed.success) throw new Error(`Invalid server configuration: ${variable}: ${describeIssues(parsed.error)}`);
  const { project_id, client_email, private_key } = parsed.data;
  return { project_id, client_email, private_key };
}

/** Where uploaded files live, as the environment says (platform/storage gets it with its secret resolved). */
export type StorageConfig =
  | {
      readonly driver: 'local';
      /** HMAC secret of file URLs; absent = DATA_DIR/secrets.json (or a random one in memory). */
      readonly signingKey?: string;
      /** Put before `/files/...`; '' = root-relative URLs. */
      readonly publicBaseUrl: string;
    }
  | {
      readonly driver: 's3';
      readonly bucket: string;
      readonly region: string;
      readonly endpoint?: string;
      readonly forcePathStyle: boolean;
      readonly credentials?: { readonly accessKeyId: string; readonly secretAccessKey: string };
    };

/** Plain values only (no live objects: test doubles go in through buildApp's overrides). */
export interface AppConfig {
  readonly database: DatabaseConfig;
  readonly port: number;
  readonly host: string;
  readonly dataDir: string | undefined;
  readonly webDistDir: string | undefined;
  readonly securityHeaderValue: string;
  /** HS256 key of access tokens; absent (PostgreSQL, not in the environment) = shared through the database. */
  readonly tokenSigningKey?: string;
  /** Argon2id cost (memory in KiB, passes); see productionPasswordHashing. */
  readonly passwordHashing: { readonly memoryKiB: number; readonly iterations: number };
  /** Where links in emails point (the portal's origin). */
  readonly publicWebUrl: string;
  /**
   * GET /__dev/outbox: only when EXPOSE_OUTBOX=1 says so (anyone who reaches the server could read
   * every reset code there), never because NODE_ENV is missing.
   */
  readonly exposeOutbox: boolean;
  /**
   * The local mailer and SMS sender also print what they "sent" (links, codes) in the server's
   * log, so `npm start` can sign up without the outbox endpoint. Default: on unless production.
   */
  readonly outboxToConsole?: boolean;
  readonly logLevel: string;
  /** One `request done` log line per request (ACCESS_LOG); absent = none. */
  readonly accessLog?: boolean;
  /** `pretty` for a terminal, `json` (default) for a log collector. */
  readonly logFormat?: 'json' | 'pretty';
  /** Behind a load balancer: take the client address from X-Forwarded-For (login throttling). */
  readonly trustProxy: boolean;
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  readonly recaptchaSecret: string | undefined;
  /** Seed the demo world into an empty database. */
  readonly seedDemoData: boolean;
  /** File storage; absent = local disk under dataDir (a temporary folder without one). */
  readonly storage?: StorageConfig;
  /** FCM service account (FIREBASE_SERVICE_ACCOUNT_*); absent = the local push adapter. */
  readonly firebaseServiceAccount?: FirebaseServiceAccount;
  /** Origins besides our own the portal's pages reach (CSP connect-src, img-src, media-src). */
  readonly browserSources?: BrowserSources;
}

const originOf = (url: string | undefined): string[] => {
  if (!url || !/^https?:\/\//.test(url)) return [];
  return [new URL(url).origin];
};

/**
 * The hosts the portal's CSP must allow besides its own origin: the API when the portal was built
 * with an absolute VITE_API_BASE_URL, and where files are uploaded to and read from (a separate
 * FILES_PUBLIC_BASE_URL, or the S3 bucket's host).
 */
function browserSourcesOf(env: z.infer<typeof EnvironmentSchema>): BrowserSources {
  let storage: string[] = [];
  if (env.STORAGE_DRIVER === 's3' && env.S3_BUCKET) {
    if (!env.S3_ENDPOINT) storage = [`https://${env.S3_BUCKET}.s3.${env.S3_REGION}.amazonaws.com`];
    else {
      const endpoint = new URL(env.S3_ENDPOINT);
      storage = env.S3_FORCE_PATH_STYLE ? [endpoint.origin] : [`${endpoint.protocol}//${env.S3_BUCKET}.${endpoint.host}`];
    }
  } else storage = originOf(env.FILES_PUBLIC_BASE_URL);
  return { connect: [...new Set([...originOf(env.VITE_API_BASE_URL), ...storage])], media: storage };
}

/** Turns zod issues on the environment into one readable line per variable. */
function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
}

/**
 * Reads the token signing key from DATA_DIR/secrets.json, generating it on first start. Never
 * committed (.data/ is ignored); in production pass TOKEN_SIGNING_KEY (shared by all instances).
 */
function loadOrCreateSigningKey(dataDir: string): string {
  return loadOrCreateSecret(dataDir, 'tokenSigningKey');
}

/**
 * One named secret of DATA_DIR/secrets.json (token signing key, file URL key), generated on first
 * use; the file's other secrets are kept.
 */
export function loadOrCreateSecret(dataDir: string, name: 'tokenSigningKey' | 'fileUrlSigningKey'): string {
  const file = join(dataDir, 'secrets.json');
  let secrets: Record<string, unknown> = {};
  if (existsSync(file)) {
    const stored = z.record(z.string(), z.unknown()).safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (stored.success) secrets = stored.data;
    const existing = z.string().min(32).safeParse(secrets[name]);
    if (existing.success) return existing.data;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, JSON.stringify({ ...secrets, [name]: secret }, null, 2), { mode: 0o600 });
  return secret;
}

/** Validates the environment and returns the server's configuration (safe local defaults). */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvironmentSchema.safeParse(environment);
  if (!parsed.success) throw new Error(`Invalid server configuration: ${describeIssues(parsed.error)}`);
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  return {
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: join(env.DATA_DIR, 'pglite') },
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    webDistDir: env.WEB_DIST_DIR,
    securityHeaderValue: env.APP_SECURITY_HEADER_VALUE,
    // With DATABASE_URL every instance must sign with one key: the environment's, else the one
    // generated once into the shared database (app.ts). A data folder is one machine's alone.
    tokenSigningKey: env.TOKEN_SIGNING_KEY ?? (env.DATABASE_URL ? undefined : loadOrCreateSigningKey(env.DATA_DIR)),
    passwordHashing: { memoryKiB: env.PASSWORD_HASH_MEMORY_KIB, iterations: env.PASSWORD_HASH_ITERATIONS },
    publicWebUrl: (env.PUBLIC_WEB_URL ?? `http://${env.HOST}:${env.PORT}`).replace(/\/$/, ''),
    // ASVS 5.0 V13.4.5: a development endpoint is exposed only when explicitly intended.
    exposeOutbox: env.EXPOSE_OUTBOX,
    outboxToConsole: env.OUTBOX_TO_CONSOLE ?? !isProduction,
    logLevel: env.LOG_LEVEL,
    accessLog: env.ACCESS_LOG ?? !isProduction,
    logFormat: env.LOG_FORMAT,
    trustProxy: env.TRUST_PROXY,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    recaptchaSecret: env.RECAPTCHA_SECRET,
    seedDemoData: true,
    browserSources: browserSourcesOf(env),
    firebaseServiceAccount: loadFirebaseServiceAccount(env.FIREBASE_SERVICE_ACCOUNT_JSON, env.FIREBASE_SERVICE_ACCOUNT_FILE),
    storage:
      env.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            bucket: env.S3_BUCKET ?? '',
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
            credentials:
              env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
                : undefined,
          }
        : { driver: 'local', signingKey: env.FILE_URL_SIGNING_KEY, publicBaseUrl: (env.FILES_PUBLIC_BASE_URL ?? '').replace(/\/$/, '') },
  };
}

/**
 * The storage settings with the local driver's URL key resolved: FILE_URL_SIGNING_KEY, else the
 * one kept in DATA_DIR/secrets.json (generated on first use), else (no data folder) a key for this
 * process. Apart from loadConfig so that reading the environment writes no secret it does not need.
 */
export function fileStorageConfig(config: Pick<AppConfig, 'storage' | 'dataDir' | 'database'>): FileStorageConfig {
  const storage = config.storage ?? { driver: 'local', publicBaseUrl: '' };
  if (storage.driver === 's3') return storage;
  const { dataDir } = config;
  // On PostgreSQL an unset key is the one shared through the database (platform/index.ts).
  const keepsOwnSecrets = dataDir && config.database.kind === 'pglite';
  return {
    driver: 'local',
    root: dataDir ? join(dataDir, 'files') : undefined,
    signingKey: storage.signingKey ?? (keepsOwnSecrets ? loadOrCreateSecret(dataDir, 'fileUrlSigningKey') : undefined),
    publicBaseUrl: storage.publicBaseUrl,
  };
}
