import type { RecaptchaVerifier } from '../adapters/recaptcha';
import type { Mailer } from '../adapters/mailer';
import type { PushMessaging } from '../adapters/push-messaging';
import type { SmsSender } from '../adapters/sms-sender';
import type { AppConfig, Clock } from '../config';
import type { Database } from '../db/client';
import type { LoginThrottle } from './login-throttle';
import type { OneTimeCodes } from './one-time-codes';
import type { PasswordHasher } from './password-hasher';
import type { TokenService } from './tokens';
import type { FileStorage } from '../storage/file-storage';

/** What the services share: built once in buildApp, passed to every service. */
export interface ServiceContext {
  readonly db: Database;
  readonly config: AppConfig;
  readonly clock: Clock;
  readonly tokens: TokenService;
  readonly passwords: PasswordHasher;
  readonly codes: OneTimeCodes;
  readonly loginThrottle: LoginThrottle;
  readonly mailer: Mailer;
  readonly sms: SmsSender;
  /** Push-token topic membership (FCM in production). */
  readonly push: PushMessaging;
  readonly recaptcha: RecaptchaVerifier;
  /** Uploaded files (profile images, academic documents). */
  readonly files: FileStorage;
}
