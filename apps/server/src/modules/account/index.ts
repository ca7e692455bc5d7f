import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../core/context';
import { installAuthenticator } from '../../http/authentication';
import type { Mailer } from '../../platform/mail/mailer';
import type { RecaptchaVerifier } from '../../platform/recaptcha/recaptcha';
import type { SmsSender } from '../../platform/sms/sms-sender';
import type { FilesModule } from '../files';
import type { ReferenceModule } from '../reference';
import { findUserById, profileImageKeysAmong, swapProfileImage, updateUser } from './account.queries';
import type { AccountContext } from './account.context';
import { registerAccountRoutes } from './account.routes';
import { createAccountSweep } from './account.sweep';
import { createAuthenticator } from './authenticator';
import { createEmailService } from './email.service';
import { createHowYouKnowService } from './how-you-know.service';
import { createLoginThrottle } from './login-throttle';
import { createOneTimeCodes } from './one-time-codes';
import { createPasswordHasher, type PasswordHashParameters } from './password-hasher';
import { createPasswordService } from './password.service';
import { createPhoneService } from './phone.service';
import { createSessionService } from './session.service';
import { createSignUpService } from './sign-up.service';
import { createTokenService } from './tokens';

export interface AccountSettings {
  /** HS256 key of the access tokens, and the HMAC key of one-time codes. */
  readonly tokenSigningKey: string;
  readonly passwordHashing: PasswordHashParameters;
  /** Where links in emails point (the portal's origin). */
  readonly publicWebUrl: string;
}

export interface AccountDependencies extends ServiceContext {
  readonly mailer: Mailer;
  readonly sms: SmsSender;
  readonly recaptcha: RecaptchaVerifier;
  readonly files: FilesModule;
  readonly reference: ReferenceModule;
  readonly settings: AccountSettings;
}

/**
 * Accounts and sessions (AccountApiRoutes): tokens, one-time codes, login throttling, password
 * hashing, and the authenticator every route with `auth: true` goes through.
 */
export function registerAccount(app: FastifyInstance, { settings, ...dependencies }: AccountDependencies) {
  const { db, clock, files } = dependencies;
  const tokens = createTokenService(db, settings.tokenSigningKey, clock);
  const context: AccountContext = {
    ...dependencies,
    publicWebUrl: settings.publicWebUrl,
    tokens,
    codes: createOneTimeCodes(db, settings.tokenSigningKey, clock),
    passwords: createPasswordHasher(settings.passwordHashing),
    loginThrottle: createLoginThrottle(db, clock),
  };
  installAuthenticator(app, createAuthenticator(context, tokens));
  files.holdKeys((keys) => profileImageKeysAmong(db, keys));
  registerAccountRoutes(app, {
    session: createSessionService(context),
    signUp: createSignUpService(context),
    password: createPasswordService(context),
    phone: createPhoneService(context),
    email: createEmailService(context),
    howYouKnow: createHowYouKnowService(context),
    reference: dependencies.reference,
  });
  return {
    /** The account's user record, for the module that keeps the profile on it. */
    users: {
      /** The current row (a caller's may predate a change the same request made). */
      findById: (id: string) => findUserById(db, id),
      /** A saved profile gives the account its name and marks the profile complete. */
      completeProfile: (id: string, fullName: string) => updateUser(db, id, { fullName, isProfileCompleted: true }),
      /** Compare-and-set of the profile image's key: false when it changed meanwhile. */
      swapProfileImage: (id: string, previous: string | null, next: string, contentType: string) =>
        swapProfileImage(db, id, previous, next, contentType),
    },
    /** The configured hasher (the demo seed hashes its password with it). */
    passwords: context.passwords,
    sweep: createAccountSweep(context),
  };
}

export type AccountModule = ReturnType<typeof registerAccount>;
export type { Caller } from './authenticator';
export type { UserRow } from './account.queries';
/** Other areas' rows that belong to a user point at the account with this column. */
export { userIdColumn } from './account.tables';
export { seedDemoUsers, seedGeneratedCandidates, seedHowYouKnowOptions } from './account.seed';
