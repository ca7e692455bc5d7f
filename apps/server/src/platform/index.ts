import type { Clock } from '../core/clock';
import type { Database, Log } from '../core/context';
import { openDatabase, type DatabaseConfig } from './database/client';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mail/mailer';
import { createFirebasePushMessaging, createLocalPushMessaging, type FirebaseServiceAccount, type PushMessaging } from './push/push-messaging';
import { createGoogleRecaptchaVerifier, createLocalRecaptchaVerifier, type RecaptchaVerifier } from './recaptcha/recaptcha';
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
}

/** Ready adapters that replace the configured ones (tests: a slow mailer, a failing push provider...). */
export type PlatformOverrides = Partial<Omit<Platform, 'db'>> & {
  /** Count the SQL statements each request runs (tests: no N+1; see http/statement-count-header.ts). */
  readonly countSqlStatements?: boolean;
};

/** Opens the database (migrated) and the adapters; `close` releases them all. */
export async function openPlatform(
  config: PlatformConfig,
  { clock, log, overrides = {} }: { clock: Clock; log: Log; overrides?: PlatformOverrides },
): Promise<Platform & { close(): Promise<void> }> {
  const database = await openDatabase(config.database, { countStatements: overrides.countSqlStatements });
  const { db } = database;
  const storage = overrides.storage ?? (await openFileStorage(config.storage, clock));
  const push =
    overrides.push ??
    (config.firebaseServiceAccount ? createFirebasePushMessaging({ serviceAccount: config.firebaseServiceAccount }) : createLocalPushMessaging(log));
  return {
    db,
    storage,
    mailer: overrides.mailer ?? (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(db, log, clock)),
    sms: overrides.sms ?? createOutboxSmsSender(db, log, clock),
    push,
    recaptcha: overrides.recaptcha ?? (config.recaptchaSecret ? createGoogleRecaptchaVerifier(config.recaptchaSecret) : createLocalRecaptchaVerifier()),
    async close() {
      await database.close();
      await storage.close();
      await push.close?.();
    },
  };
}
