import { randomUUID } from 'node:crypto';
import {
  Role,
  ServerException,
  type ChangeEmailRequest,
  type ChangePasswordRequest,
  type EmailConfirmRequest,
  type ForgotPasswordRequest,
  type LoggedInUserInfo,
  type LoginCredentials,
  type LoginResponse,
  type RefreshTokenRequest,
  type RefreshTokenResponse,
  type ResendConfirmationEmailRequest,
  type ResetPasswordRequest,
  type SendOtpRequest,
  type SignUpRequest,
  type VerifyEmailRequest,
  type VerifyEmailResponse,
  type VerifyOtpRequest,
  type VerifyOtpResponse,
} from '@portal/domain';
import { AppError, badRequest, tooManyRequests, unauthorized } from '../http/envelope';
import { countryExists, timeZoneExists } from '../queries/reference';
import { revokeSession, revokeUserSessions } from '../queries/sessions';
import {
  emailKey,
  findUserByEmail,
  findUserById,
  findUserByUserName,
  insertUser,
  updateUser,
  userNameKey,
  type UserRow,
} from '../queries/users';
import { appInfoAndMessagesStamp, applicationMessagesStamp } from './app-info';
import type { ServiceContext } from './context';
import { profileImageUrl } from '../storage/readable-urls';
import type { CheckOutcome } from './one-time-codes';
import type { AccessClaims } from './tokens';

/** The caller of an authenticated route: the live session's user and the token's claims. */
export interface Caller {
  readonly user: UserRow;
  readonly claims: AccessClaims;
}

/** The candidate role check, case-insensitive (domain: the wire's capitalisation is not shown). */
export const isCandidate = (role: string) => role.toLowerCase() === Role.candidate.toLowerCase();

/** Full international number, e.g. +923001234567: the SMS recipient and the outbox key. */
export const internationalNumber = (phoneCode: string, phoneNumber: string) =>
  `+${phoneCode.replace(/\D/g, '')}${phoneNumber.replace(/\D/g, '')}`;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Postgres unique violation (a concurrent sign-up took the name between check and insert). */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && (error as { code?: unknown }).code === '23505';

function codeFailure(outcome: Exclude<CheckOutcome, 'ok'>): AppError {
  switch (outcome) {
    case 'expired':
      return badRequest('OtpExpiredException', 'OtpExpired');
    case 'attempts-exceeded':
      return badRequest('OtpAttemptsExceededException', 'OtpAttemptsExceeded');
    case 'wrong':
    case 'wrong-target':
      return badRequest('InvalidOtpException', 'InvalidOtp');
    default:
      return outcome satisfies never;
  }
}

export function createAccountService(context: ServiceContext) {
  const { db, clock, config, tokens, passwords, codes, loginThrottle, mailer, sms, recaptcha } = context;
  // A hash to check against when the user does not exist, so both failures take the same time.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= passwords.hash(randomUUID()));

  const loginError = (exception: string, key: 'LoginError' | 'UserNotFound' | 'UserInActive' | 'UserEmailNotConfirmed') =>
    new AppError(400, exception, key);

  async function sendConfirmationEmail(user: UserRow): Promise<void> {
    const code = await codes.issue(user.id, 'confirm-email', user.emailKey);
    const link = `${config.publicWebUrl}/account/confirmEmail?UserId=${encodeURIComponent(user.id)}&Code=${encodeURIComponent(code)}`;
    await mailer.send({
      to: user.email,
      subject: 'Confirm your email address',
      text: `Hello ${user.fullName},\n\nPlease confirm your email address for the Candidate Portal by opening this link:\n${link}\n\nThe link is valid for 3 days. If you did not sign up, ignore this email.`,
    });
  }

  async function loginResponse(user: UserRow, issued: { accessToken: string; refreshToken: string; expiresIn: number }): Promise<LoginResponse> {
    return {
      user_id: user.id,
      expires_in: issued.expiresIn,
      user_role: user.role,
      is_how_you_know_Answered: user.isHowYouKnowAnswered,
      is_enrolled: user.isEnrolled,
      is_online: user.isOnline,
      user_name: user.userName,
      is_phoneNumber_confirmed: user.isPhoneNumberConfirmed,
      phone_number: user.phoneNumber,
      phone_code: user.phoneCode,
      country_code: user.countryCode,
      is_email_confirmed: user.isEmailConfirmed,
      IsProfileCompleted: user.isProfileCompleted,
      is_force_pwd_change: user.isForcePwdChange,
      full_name: user.fullName,
      email: user.email,
      user_profile_picture: await profileImageUrl(context.files, user, clock()),
      access_token: issued.accessToken,
      refresh_token: issued.refreshToken,
      application_messages_updated_on: await applicationMessagesStamp(db),
    };
  }

  return {
    /**
     * Password grant. Order matters: the throttle is checked before the password, the password
     * before anything that would tell whether the account exists. Decisions (spec: "not shown"):
     * a user whose email is not confirmed is refused (UserEmailNotConfirmedException: the link in
     * the email is the only proof the address is theirs); a user whose phone is not confirmed
     * logs in, with is_phoneNumber_confirmed false, and the portal sends them to verify it.
     */
    async login(credentials: LoginCredentials, address: string): Promise<LoginResponse> {
      const accountKey = userNameKey(credentials.username);
      const wait = await loginThrottle.retryAfter(accountKey, address);
      if (wait > 0) throw tooManyRequests(wait, 'TooManyAttempts');
      const user = await findUserByUserName(db, credentials.username);
      const valid = user
        ? await passwords.verify(credentials.password, user.passwordHash)
        : (await passwords.verify(credentials.password, await decoy()), false);
      if (!user || !valid) {
        await loginThrottle.recordFailure(accountKey, address);
        throw loginError('invalid_grant', 'LoginError');
      }
      await loginThrottle.recordSuccess(accountKey);
      // An older scheme (scrypt) or weaker parameters are upgraded while the password is at hand.
      if (passwords.needsRehash(user.passwordHash)) {
        await updateUser(db, user.id, { passwordHash: await passwords.hash(credentials.password) });
      }
      // spec: a login whose role is not candidate is rejected with the user-not-found message.
      if (!isCandidate(user.role)) throw loginError(ServerException.UserNotFoundException, 'UserNotFound');
      if (!user.isActive) throw loginError(ServerException.UserInActiveException, 'UserInActive');
      if (!user.isEmailConfirmed) throw loginError(ServerException.UserEmailNotConfirmedException, 'UserEmailNotConfirmed');
      return loginResponse(user, await tokens.startSession(user));
    },

    async refresh(request: RefreshTokenRequest): Promise<RefreshTokenResponse> {
      const outcome = await tokens.refresh(request.AccessToken, request.RefreshToken);
      if (outcome.kind === 'reused') throw badRequest('RefreshTokenReusedException', 'InvalidRefreshToken');
      if (outcome.kind === 'invalid') throw badRequest('InvalidRefreshTokenException', 'InvalidRefreshToken');
      const user = await findUserById(db, outcome.userId);
      if (!user || !user.isActive || !isCandidate(user.role)) throw badRequest('InvalidRefreshTokenException', 'InvalidRefreshToken');
      return {
        access_token: outcome.tokens.accessToken,
        refresh_token: outcome.tokens.refreshToken,
        expires_in: outcome.tokens.expiresIn,
      };
    },

    async logout(caller: Caller): Promise<void> {
      await revokeSession(db, caller.claims.sessionId, 'logout', clock());
    },

    async loggedInUserInfo(caller: Caller, appVersionCode: number): Promise<LoggedInUserInfo> {
      const { user } = caller;
      const { appInfo: info, messagesUpdatedOn: stamp } = await appInfoAndMessagesStamp(db, appVersionCode);
      return {
        UserId: user.id,
        Email: user.email,
        FullName: user.fullName,
        IsPhoneNumberConfirmed: user.isPhoneNumberConfirmed,
        IsEmailConfirmed: user.isEmailConfirmed,
        PhoneNumber: user.phoneNumber,
        IsProfileCompleted: user.isProfileCompleted,
        RoleType: user.role,
        PhoneCode: user.phoneCode,
        IsForcePwdChange: user.isForcePwdChange,
        IsHowYouKnowAnswered: user.isHowYouKnowAnswered,
        IsEnrolled: user.isEnrolled,
        IsOnline: user.isOnline,
        UserName: user.userName,
        ProfileImage: await profileImageUrl(context.files, user, clock()),
        ApplicationMessagesUpdatedOn: stamp,
        AppInfo: info,
      };
    },

    async isUserNameUnique(userName: string): Promise<boolean> {
      return !(await findUserByUserName(db, userName));
    },

    async signUp(request: SignUpRequest, recaptchaToken: string | undefined, address: string): Promise<{ UserId: string; UserName: string }> {
      if (!recaptchaToken || !(await recaptcha.verify(recaptchaToken, address))) {
        throw badRequest('RecaptchaValidationException', 'RecaptchaFailed');
      }
      if (await findUserByUserName(db, request.userName)) throw badRequest('UserNameAlreadyExistsException', 'UserNameTaken');
      if (await findUserByEmail(db, request.email)) throw badRequest('EmailAlreadyExistsException', 'EmailTaken');
      if (!(await countryExists(db, request.countryCode))) {
        throw new AppError(400, 'ValidationException', null, 'countryCode: Country code is not one of the listed countries.');
      }
      if (!(await timeZoneExists(db, request.timeZoneId))) {
        throw new AppError(400, 'ValidationException', null, 'timeZoneId: Time zone is not one of the listed time zones.');
      }
      const user: UserRow = {
        id: randomUUID(),
        userName: request.userName,
        userNameKey: userNameKey(request.userName),
        email: request.email,
        emailKey: emailKey(request.email),
        fullName: request.fullName,
        passwordHash: await passwords.hash(request.password),
        role: Role.candidate,
        phoneCode: request.phoneCode,
        phoneNumber: request.phoneNumber,
        countryCode: request.countryCode,
        timeZoneId: request.timeZoneId,
        gender: request.gender ?? null,
        academics: {
          academicClass: request.academicClass ?? null,
          marks: request.marks ?? null,
          board: request.board ?? null,
          city: request.city ?? null,
          institute: request.institute ?? null,
        },
        profileImage: null,
        profileImageType: null,
        isEmailConfirmed: false,
        isPhoneNumberConfirmed: false,
        isProfileCompleted: false,
        isForcePwdChange: false,
        isHowYouKnowAnswered: false,
        isEnrolled: false,
        isOnline: true,
        isActive: true,
        createdAt: clock(),
      };
      try {
        await insertUser(db, user);
      } catch (error) {
        if (isUniqueViolation(error)) throw badRequest('UserNameAlreadyExistsException', 'UserNameTaken');
        throw error;
      }
      await sendConfirmationEmail(user);
      return { UserId: user.id, UserName: user.userName };
    },

    async confirmEmail(request: EmailConfirmRequest): Promise<void> {
      const invalid = badRequest('InvalidConfirmationCodeException', 'InvalidConfirmationCode');
      if (!uuidPattern.test(request.UserId)) throw invalid;
      const user = await findUserById(db, request.UserId);
      if (!user) throw invalid;
      const result = await codes.check(user.id, 'confirm-email', request.Code);
      // A second click on the same link finds the address confirmed: that is success, not an error.
      if (result.outcome !== 'ok' && !user.isEmailConfirmed) throw invalid;
      if (result.outcome === 'ok') await updateUser(db, user.id, { isEmailConfirmed: true });
    },

    /** Same answer whether or not the account exists (no user-name probing). */
    async resendConfirmationEmail(request: ResendConfirmationEmailRequest): Promise<void> {
      const user = await findUserByUserName(db, request.username);
      if (!user || user.isEmailConfirmed || !isCandidate(user.role)) return;
      const wait = await codes.resendWait(user.id, 'confirm-email');
      if (wait > 0) throw tooManyRequests(wait, 'OtpResendTooSoon');
      await sendConfirmationEmail(user);
    },

    /** Same answer whether or not the account exists; at most one email a minute. */
    async sendForgotPasswordEmail(request: ForgotPasswordRequest): Promise<void> {
      const user = await findUserByUserName(db, request.username);
      if (!user || !user.isActive || !isCandidate(user.role)) return;
      if ((await codes.resendWait(user.id, 'reset-password')) > 0) return;
      const code = await codes.issue(user.id, 'reset-password', user.emailKey);
      const link = `${config.publicWebUrl}/account/resetPassword?username=${encodeURIComponent(user.userName)}&code=${encodeURIComponent(code)}`;
      await mailer.send({
        to: user.email,
        subject: 'Reset your password',
        text: `Hello ${user.fullName},\n\nTo choose a new password, open this link:\n${link}\n\nOr enter this code on the reset page: ${code}\n\nThe code is valid for 1 hour and works once. If you did not ask for it, ignore this email.`,
      });
    },

    async resetPassword(request: ResetPasswordRequest): Promise<void> {
      const invalid = badRequest('InvalidResetCodeException', 'InvalidResetCode');
      const user = await findUserByUserName(db, request.username);
      if (!user || !isCandidate(user.role)) throw invalid;
      const result = await codes.check(user.id, 'reset-password', request.code);
      if (result.outcome !== 'ok') throw invalid;
      // The code arrived by email, so the address is proven too.
      await updateUser(db, user.id, {
        passwordHash: await passwords.hash(request.password),
        isForcePwdChange: false,
        isEmailConfirmed: true,
      });
      await revokeUserSessions(db, user.id, 'password reset', clock());
      await loginThrottle.recordSuccess(user.userNameKey);
    },

    /** Revokes the user's other sessions; the current one stays logged in. */
    async changePassword(caller: Caller, request: ChangePasswordRequest): Promise<void> {
      if (!(await passwords.verify(request.oldPassword, caller.user.passwordHash))) {
        throw badRequest('InvalidPasswordException', 'WrongPassword');
      }
      if (request.oldPassword === request.newPassword) throw badRequest('ValidationException', 'SamePassword');
      await updateUser(db, caller.user.id, {
        passwordHash: await passwords.hash(request.newPassword),
        isForcePwdChange: false,
      });
      await revokeUserSessions(db, caller.user.id, 'password changed', clock(), caller.claims.sessionId);
    },

    /**
     * Decision (spec: "not shown"): sending an OTP needs no login, because sign-up verifies the
     * phone before the first login is possible on some clients; but an anonymous caller may only
     * (re)verify an account whose phone is NOT confirmed yet. Changing a confirmed phone needs the
     * account's bearer token. One SMS a minute per account.
     */
    async sendOtp(request: SendOtpRequest, caller: Caller | null): Promise<void> {
      const user = await findUserByUserName(db, request.userName);
      if (!user || !isCandidate(user.role)) throw badRequest(ServerException.UserNotFoundException, 'UserNotFound');
      if (caller && caller.user.id !== user.id) throw unauthorized();
      if (user.isPhoneNumberConfirmed && !caller) throw badRequest('PhoneNumberAlreadyConfirmedException', 'PhoneAlreadyVerified');
      const wait = await codes.resendWait(user.id, 'phone-otp');
      if (wait > 0) throw tooManyRequests(wait, 'OtpResendTooSoon');
      const target = JSON.stringify({ phoneCode: request.phoneCode, phoneNumber: request.phoneNumber, countryCode: request.countryCode });
      const code = await codes.issue(user.id, 'phone-otp', target);
      await sms.send({
        to: internationalNumber(request.phoneCode, request.phoneNumber),
        text: `${code} is your Candidate Portal verification code. It expires in 10 minutes.`,
      });
    },

    /**
     * spec: OTP verification with UpdateAuthToken set returns a new AccessToken and updates the
     * stored phone. UpdateAuthToken needs the caller's bearer token (the new token is for that
     * session); without it the phone is confirmed and AccessToken is null.
     */
    async verifyOtp(request: VerifyOtpRequest, caller: Caller | null): Promise<VerifyOtpResponse> {
      if (request.UpdateAuthToken && !caller) throw unauthorized();
      const user = await findUserByUserName(db, request.UserName);
      if (!user || !isCandidate(user.role)) throw badRequest(ServerException.UserNotFoundException, 'UserNotFound');
      if (caller && caller.user.id !== user.id) throw unauthorized();
      const result = await codes.check(user.id, 'phone-otp', request.Code);
      if (result.outcome !== 'ok') throw codeFailure(result.outcome);
      const phone = JSON.parse(result.target ?? '{}') as { phoneCode?: string; phoneNumber?: string; countryCode?: string };
      if (phone.phoneNumber !== request.PhoneNumber) throw badRequest('InvalidOtpException', 'InvalidOtp');
      await updateUser(db, user.id, {
        phoneCode: phone.phoneCode ?? user.phoneCode,
        phoneNumber: phone.phoneNumber,
        countryCode: phone.countryCode ?? user.countryCode,
        isPhoneNumberConfirmed: true,
      });
      const accessToken = request.UpdateAuthToken && caller ? await tokens.signAccessToken(caller.claims) : null;
      return { AccessToken: accessToken };
    },

    async changeEmail(caller: Caller, request: ChangeEmailRequest): Promise<void> {
      if (!(await passwords.verify(request.Password, caller.user.passwordHash))) {
        throw badRequest('InvalidPasswordException', 'WrongPassword');
      }
      const owner = await findUserByEmail(db, request.NewEmail);
      if (owner) throw badRequest('EmailAlreadyExistsException', 'EmailTaken');
      const wait = await codes.resendWait(caller.user.id, 'change-email');
      if (wait > 0) throw tooManyRequests(wait, 'OtpResendTooSoon');
      const code = await codes.issue(caller.user.id, 'change-email', emailKey(request.NewEmail));
      await mailer.send({
        to: request.NewEmail,
        subject: 'Verify your new email address',
        text: `Hello ${caller.user.fullName},\n\nYour verification code is ${code}. It expires in 30 minutes.\nIf you did not ask to change your email address, ignore this email.`,
      });
    },

    async verifyEmail(caller: Caller, request: VerifyEmailRequest): Promise<VerifyEmailResponse> {
      const result = await codes.check(caller.user.id, 'change-email', request.Code, emailKey(request.Email));
      if (result.outcome !== 'ok') throw codeFailure(result.outcome);
      const owner = await findUserByEmail(db, request.Email);
      if (owner && owner.id !== caller.user.id) throw badRequest('EmailAlreadyExistsException', 'EmailTaken');
      try {
        await updateUser(db, caller.user.id, { email: request.Email, emailKey: emailKey(request.Email), isEmailConfirmed: true });
      } catch (error) {
        if (isUniqueViolation(error)) throw badRequest('EmailAlreadyExistsException', 'EmailTaken');
        throw error;
      }
      return { AccessToken: await tokens.signAccessToken(caller.claims), Email: request.Email };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
