import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { Mailer } from './adapters/mailer';
import type { RecaptchaVerifier } from './adapters/recaptcha';
import type { SmsSender } from './adapters/sms-sender';
import type { PasswordHashParameters } from './services/password-hasher';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The clock every time-dependent rule reads (token expiry, OTP expiry, throttling windows). */
export type Clock = () => Date;

/**
 * The fixed application security header value. It is NOT a secret: it ships in the portal's
 * JavaScript bundle, so anyone can read it. It only tells our API apart from stray traffic (bots
 * probing paths, other sites' forms); authorisation is the bearer token's job.
 */
export const defaultSecurityHeaderValue = 'candidate-portal-web';
export const securityHeaderName = 'x-application-security';

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
  EXPOSE_OUTBOX: booleanFlag.optional(),
  TRUST_PROXY: booleanFlag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type DatabaseConfig =
  | { readonly kind: 'pglite'; /** undefined = in memory */ readonly dataDir: string | undefined }
  | { readonly kind: 'postgres'; readonly url: string };

export interface AppConfig {
  readonly database: DatabaseConfig;
  readonly port: number;
  readonly host: string;
  readonly dataDir: string | undefined;
  readonly webDistDir: string | undefined;
  readonly securityHeaderValue: string;
  readonly tokenSigningKey: string;
  /** log2 of scrypt's N. */
  readonly passwordHashing: PasswordHashParameters;
  /** Where links in emails point (the portal's origin). */
  readonly publicWebUrl: string;
  readonly exposeOutbox: boolean;
  readonly logLevel: string;
  /** Behind a load balancer: take the client address from X-Forwarded-For (login throttling). */
  readonly trustProxy: boolean;
  readonly clock: Clock;
  readonly mailer?: Mailer;
  readonly smsSender?: SmsSender;
  readonly recaptchaVerifier?: RecaptchaVerifier;
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  readonly recaptchaSecret: string | undefined;
  /** Seed the demo world into an empty database. */
  readonly seedDemoData: boolean;
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
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const stored = z.object({ tokenSigningKey: z.string().min(32) }).safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (stored.success) return stored.data.tokenSigningKey;
  }
  mkdirSync(dataDir, { recursive: true });
  const tokenSigningKey = randomBytes(48).toString('base64url');
  writeFileSync(file, JSON.stringify({ tokenSigningKey }, null, 2), { mode: 0o600 });
  return tokenSigningKey;
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
    tokenSigningKey: env.TOKEN_SIGNING_KEY ?? loadOrCreateSigningKey(env.DATA_DIR),
    passwordHashing: { memoryKiB: env.PASSWORD_HASH_MEMORY_KIB, iterations: env.PASSWORD_HASH_ITERATIONS },
    publicWebUrl: (env.PUBLIC_WEB_URL ?? `http://${env.HOST}:${env.PORT}`).replace(/\/$/, ''),
    exposeOutbox: !isProduction && env.EXPOSE_OUTBOX !== false,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    clock: () => new Date(),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    recaptchaSecret: env.RECAPTCHA_SECRET,
    seedDemoData: true,
  };
}
