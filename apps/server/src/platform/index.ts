import type { Clock } from '../core/clock';
import type { Database, Log } from '../core/context';
import { openDatabase, type DatabaseConfig } from './database/client';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mail/mailer';
import { createFirebasePushMessaging, createLocalPushMessaging, type FirebaseServiceAccount, type PushMessaging } from './push/push-messaging';
import { createGoogleRecaptchaVerifier, createLocalRecaptchaVerifier, type RecaptchaVerifier } from './recaptcha/recaptcha';
import { sharedSecret, type SharedSecretName } from './secrets/shared-secrets';
import { createOutboxSmsSender, type SmsSender } from './sms/sms-sender';
import { openFileStorage, type FileStorage, type StorageConfig } from './storage';

/**
 * What the modules run on, one interface each with a working local default and a production
 * implementation (DESIGN.md): the database, file storage, mail, SMS, push and reCAPTCHA.
 */
export interface Platform {
  readonly db: Database;
  /** Uploaded files (profile images, academic documents). */
  readonly storage: FileStorage;
  readonly mailer: Mailer;
  readonly sms: SmsSender;
  /** Push-token topic membership (FCM in production). */
  readonly push: PushMessaging;
  readonly recaptcha: RecaptchaVerifier;
}

/** Plain settings, secrets resolved (config.ts). */
export interface PlatformConfig {
  readonly database: DatabaseConfig;
  readonly storage: StorageConfig;
  /** unset = mail goes to the outbox table */
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  /** unset = the local verifier (the documented test token) */
  readonly recaptchaSecret: string | undefined;
  /** unset = the local push adapter (log lines) */
  readonly firebaseServiceAccount?: FirebaseServiceAccount;
  /** The local mailer and SMS sender print the text they "send" (links, codes) in the log. */
  readonly outboxToConsole?: boolean;
}

/** Ready adapters that replace the configured ones (tests: a slow mailer, a failing push provider...). */
export type PlatformOverrides = Partial<Omit<Platform, 'db'>> & {
  /** Count the SQL statements each request runs (tests: no N+1; see http/statement-count-header.ts). */
  readonly countSqlStatements?: boolean;
};

/** What start-up needs beside the adapters (buildApp). */
export interface OpenedPlatform extends Platform {
  /** A secret the environment did not give, generated once and shared through the database. */
  sharedSecret(name: SharedSecretName): Promise<string>;
  /** Ends the start-up section that migrations began (see openDatabase). */
  releaseStartupLock(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens the database (migrated, start-up section begun) and the adapters; `close` releases them all.
 * On PostgreSQL the local file driver's URL key, when not configured, is the one shared through the
 * database, so a file URL signed by one instance is good on every other.
 */
export async function openPlatform(
  config: PlatformConfig,
  { clock, log, overrides = {} }: { clock: Clock; log: Log; overrides?: PlatformOverrides },
): Promise<OpenedPlatform> {
  const database = await openDatabase(config.database, { countStatements: overrides.countSqlStatements });
  const { db } = database;
  const outboxEcho = { toConsole: config.outboxToConsole ?? false };
  let storageConfig = config.storage;
  if (storageConfig.driver === 'local' && database.kind === 'postgres') {
    // Several instances on one PostgreSQL do not share a disk (ASVS 5.0 V13.1: document and warn).
    log.warn({ storageDriver: 'local' }, 'STORAGE_DRIVER=local with DATABASE_URL: uploaded files stay on this machine\'s disk; several instances need shared storage (STORAGE_DRIVER=s3)');
    if (!storageConfig.signingKey) storageConfig = { ...storageConfig, signingKey: await sharedSecret(db, 'fileUrlSigningKey') };
  }
  const storage = overrides.storage ?? (await openFileStorage(storageConfig, clock));
  const push =
    overrides.push ??
    (config.firebaseServiceAccount ? createFirebasePushMessaging({ serviceAccount: config.firebaseServiceAccount }) : createLocalPushMessaging(log));
  return {
    db,
    storage,
    sharedSecret: (name) => sharedSecret(db, name),
    releaseStartupLock: () => database.releaseStartupLock(),
    mailer: overrides.mailer ?? (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(db, log, clock, outboxEcho)),
    sms: overrides.sms ?? createOutboxSmsSender(db, log, clock, outboxEcho),
    push,
    recaptcha: overrides.recaptcha ?? (config.recaptchaSecret ? createGoogleRecaptchaVerifier(config.recaptchaSecret) : createLocalRecaptchaVerifier()),
    async close() {
      await database.close();
      await storage.close();
      await push.close?.();
    },
  };
}
