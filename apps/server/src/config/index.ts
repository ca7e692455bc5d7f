import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { BrowserSources } from '../http/security-headers';
import type { ServerTimeouts } from '../http/timeouts';
import type { DatabaseConfig } from '../platform/database/client';
import type { FirebaseServiceAccount } from '../platform/push/push-messaging';
import { describeIssues } from './describe-issues';
import { loadFirebaseServiceAccount } from './firebase-service-account';
import { loadOrCreateSecret } from './secrets-file';
import type { StorageConfig } from './storage';

// The server's configuration: the environment's variables, validated at start (this file), the
// secrets kept in the data folder (secrets-file.ts), the FCM key (firebase-service-account.ts) and
// the file storage settings (storage.ts).
export type { DatabaseConfig, StorageConfig };
export { fileStorageConfig } from './storage';
export { loadOrCreateSecret } from './secrets-file';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

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

const EnvironmentSchema = z
  .object({
    NODE_ENV: z.string().default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default(join(repoRoot, '.data')),
    // Where embedded PGlite runs (issue #10): `worker` = a thread of its own, `main` = the event loop.
    PGLITE_THREAD: z.enum(['worker', 'main']).default('main'),
    WEB_DIST_DIR: z.string().min(1).optional(),
    APP_SECURITY_HEADER_VALUE: z.string().min(1).default(defaultSecurityHeaderValue),
    TOKEN_SIGNING_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    // The DICOM token's lifetime (issue 19: minutes long); the e2e journeys shorten it to see a renewal.
    DICOM_TOKEN_LIFETIME_S: z.coerce.number().int().min(10).max(3600).default(300),
    PASSWORD_HASH_MEMORY_KIB: z.coerce
      .number()
      .int()
      .min(1024)
      .max(4_194_304)
      .default(productionPasswordHashing.memoryKiB),
    PASSWORD_HASH_ITERATIONS: z.coerce
      .number()
      .int()
      .min(1)
      .max(100)
      .default(productionPasswordHashing.iterations),
    PUBLIC_WEB_URL: z.url().optional(),
    SMTP_URL: z.string().min(1).optional(),
    MAIL_FROM: z.string().min(3).default('Candidate Portal <no-reply@candidate-portal.local>'),
    RECAPTCHA_SECRET: z.string().min(1).optional(),
    /** The day (YYYY-MM-DD) the demo world is seeded for; absent: the one stored, else today. */
    DEMO_SEED_DAY: z.iso.date().optional(),
    // Zoom Meeting SDK credentials (server only: the secret signs the SDK JWT and never reaches the
    // client). Both or neither; without them meetings open in the portal's own room.
    ZOOM_SDK_KEY: z.string().min(1).optional(),
    ZOOM_SDK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    EXPOSE_OUTBOX: booleanFlag.default(false),
    /**
     * Issue 14: enables POST /__operator/teacher-support/reply (a teacher's reply, for demos and
     * tests) for callers sending it in X-Operator-Secret. Server only: never in the portal's build.
     */
    OPERATOR_SECRET: z.string().min(24, 'must be at least 24 characters').optional(),
    OUTBOX_TO_CONSOLE: booleanFlag.optional(),
    TRUST_PROXY: booleanFlag.default(false),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
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
  })
  .superRefine((env, context) => {
    if (env.FIREBASE_SERVICE_ACCOUNT_JSON && env.FIREBASE_SERVICE_ACCOUNT_FILE) {
      context.addIssue({
        code: 'custom',
        path: ['FIREBASE_SERVICE_ACCOUNT_FILE'],
        message: 'set FIREBASE_SERVICE_ACCOUNT_JSON or FIREBASE_SERVICE_ACCOUNT_FILE, not both',
      });
    }
    // ASVS 5.0 V13.4.2 / V15.2.3: no development functionality in production.
    if (env.EXPOSE_OUTBOX && env.NODE_ENV === 'production') {
      context.addIssue({
        code: 'custom',
        path: ['EXPOSE_OUTBOX'],
        message: 'must not be set with NODE_ENV=production (it lets anyone read reset codes)',
      });
    }
    if (Boolean(env.ZOOM_SDK_KEY) !== Boolean(env.ZOOM_SDK_SECRET)) {
      context.addIssue({
        code: 'custom',
        path: ['ZOOM_SDK_SECRET'],
        message: 'set ZOOM_SDK_KEY and ZOOM_SDK_SECRET together',
      });
    }
    if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET)
      context.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'is required when STORAGE_DRIVER=s3',
      });
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      context.addIssue({
        code: 'custom',
        path: ['S3_SECRET_ACCESS_KEY'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      });
    }
  });

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
  /**
   * With the demo world, also generate and import the demo DICOM studies (about 2 s and 28 MB of
   * storage); absent = yes. The test helper turns it off except where imaging is tested.
   */
  readonly seedDemoImaging?: boolean;
  /**
   * The day (YYYY-MM-DD) the demo fixtures' dates are moved to (DEMO_SEED_DAY). Absent: the day
   * stored with the database's demo world (app_settings demoSeedDay), else the day it is seeded.
   */
  readonly demoSeedDay?: string;
  /** Seconds a DICOM token lives (default 300). */
  readonly dicomTokenLifetimeSeconds?: number;
  /** File storage; absent = local disk under dataDir (a temporary folder without one). */
  readonly storage?: StorageConfig;
  /** FCM service account (FIREBASE_SERVICE_ACCOUNT_*); absent = the local push adapter. */
  readonly firebaseServiceAccount?: FirebaseServiceAccount;
  /** Zoom Meeting SDK key and secret (ZOOM_SDK_KEY / ZOOM_SDK_SECRET); unset: the portal's meeting room. */
  readonly zoom?: { readonly sdkKey: string; readonly sdkSecret: string };
  /** OPERATOR_SECRET: the operator endpoints' secret; absent = those endpoints are not registered. */
  readonly operatorSecret?: string;
  /**
   * Stripe (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET): card payments through Checkout Sessions and
   * the signed webhook. Without a secret key, card payments go to the sandbox gateway (our own
   * hosted-payment-page stand-in); the webhook route answers only when its secret is set.
   */
  readonly stripe?: {
    readonly secretKey: string | undefined;
    readonly webhookSecret: string | undefined;
  };
  /** Origins besides our own the portal's pages reach (CSP connect-src, img-src, media-src). */
  readonly browserSources?: BrowserSources;
  /** Request, header, idle and keep-alive time-outs (http/timeouts.ts); absent = the defaults. */
  readonly timeouts?: Partial<ServerTimeouts>;
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
      storage = env.S3_FORCE_PATH_STYLE
        ? [endpoint.origin]
        : [`${endpoint.protocol}//${env.S3_BUCKET}.${endpoint.host}`];
    }
  } else storage = originOf(env.FILES_PUBLIC_BASE_URL);
  return {
    connect: [...new Set([...originOf(env.VITE_API_BASE_URL), ...storage])],
    media: storage,
  };
}

/** Validates the environment and returns the server's configuration (safe local defaults). */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvironmentSchema.safeParse(environment);
  if (!parsed.success)
    throw new Error(`Invalid server configuration: ${describeIssues(parsed.error)}`);
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  return {
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: join(env.DATA_DIR, 'pglite'), thread: env.PGLITE_THREAD },
    port: env.PORT,
    host: env.HOST,
    // Relative folders are taken from the working directory (fastify-static wants an absolute root).
    dataDir: resolve(env.DATA_DIR),
    webDistDir: env.WEB_DIST_DIR === undefined ? undefined : resolve(env.WEB_DIST_DIR),
    securityHeaderValue: env.APP_SECURITY_HEADER_VALUE,
    // With DATABASE_URL every instance must sign with one key: the environment's, else the one
    // generated once into the shared database (app.ts). A data folder is one machine's alone.
    tokenSigningKey:
      env.TOKEN_SIGNING_KEY ??
      (env.DATABASE_URL ? undefined : loadOrCreateSecret(env.DATA_DIR, 'tokenSigningKey')),
    passwordHashing: {
      memoryKiB: env.PASSWORD_HASH_MEMORY_KIB,
      iterations: env.PASSWORD_HASH_ITERATIONS,
    },
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
    demoSeedDay: env.DEMO_SEED_DAY,
    dicomTokenLifetimeSeconds: env.DICOM_TOKEN_LIFETIME_S,
    browserSources: browserSourcesOf(env),
    zoom:
      env.ZOOM_SDK_KEY && env.ZOOM_SDK_SECRET
        ? { sdkKey: env.ZOOM_SDK_KEY, sdkSecret: env.ZOOM_SDK_SECRET }
        : undefined,
    operatorSecret: env.OPERATOR_SECRET,
    stripe: { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET },
    firebaseServiceAccount: loadFirebaseServiceAccount(
      env.FIREBASE_SERVICE_ACCOUNT_JSON,
      env.FIREBASE_SERVICE_ACCOUNT_FILE,
    ),
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
        : {
            driver: 'local',
            signingKey: env.FILE_URL_SIGNING_KEY,
            publicBaseUrl: (env.FILES_PUBLIC_BASE_URL ?? '').replace(/\/$/, ''),
          },
  };
}
