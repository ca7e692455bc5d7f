import { randomUUID } from 'node:crypto';
import {
  LoginChallenge,
  ServerException,
  type LoggedInUserInfo,
  type LoginCredentials,
  type LoginResponse,
  type RefreshTokenRequest,
  type RefreshTokenResponse,
} from '@portal/domain';
import { AppError, badRequest, tooManyRequests } from '../../core/errors';
import { findUserById, findUserByLoginName, loginNameKey, updateUser, userNameKey, type UserRow } from './account.queries';
import { revokeSession } from './session.queries';
import type { AccountContext } from './account.context';
import type { ConfigurationSnapshot } from '../reference';
import { isCandidate, type Caller } from './authenticator';

/** Logging in and out, refreshing tokens, and who the caller is. */
export function createSessionService(context: AccountContext) {
  const { db, clock, tokens, passwords, loginThrottle, recaptcha, files, reference } = context;
  // A hash to check against when the user does not exist, so both failures take the same time.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= passwords.hash(randomUUID()));

  const loginError = (exception: string, key: 'LoginError' | 'UserNotFound' | 'UserInActive' | 'UserEmailNotConfirmed') =>
    new AppError(400, exception, key);

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
      user_profile_picture: await files.imageUrl(user.profileImage, user.profileImageType),
      access_token: issued.accessToken,
      refresh_token: issued.refreshToken,
      application_messages_updated_on: await reference.messagesStamp(),
    };
  }

  return {
    /**
     * Password grant, by user name or email. Order matters: the throttle is checked before the password, the password
     * before anything that would tell whether the account exists. Decisions (spec: "not shown"):
     * a user whose email is not confirmed is refused (UserEmailNotConfirmedException: the link in
     * the email is the only proof the address is theirs); a user whose phone is not confirmed
     * logs in, with is_phoneNumber_confirmed false, and the portal sends them to verify it.
     */
    async login(credentials: LoginCredentials, address: string, challengeToken?: string): Promise<LoginResponse> {
      // The user name or the email (issue 11). The throttle counts per account whichever of the two
      // was typed, so alternating them buys no extra guesses; an unknown name counts under itself.
      const user = await findUserByLoginName(db, credentials.username);
      const accountKey = user ? userNameKey(user.userName) : loginNameKey(credentials.username);
      // Throttling (login-throttle.ts): a solved challenge skips the delays, so the owner always
      // gets in with the right password; it is only asked for (and verified) when needed.
      const admission = await loginThrottle.admission(accountKey, address);
      if (admission.challengeRequired || admission.waitSeconds > 0) {
        const solved = challengeToken ? await recaptcha.verify(challengeToken, address) : false;
        if (admission.challengeRequired && !solved) throw new AppError(400, LoginChallenge.exception, 'RecaptchaRequired');
        if (!solved) throw tooManyRequests(admission.waitSeconds, 'TooManyAttempts');
      }
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

    /** `configuration`: read with the caller (one statement for the whole call). */
    async loggedInUserInfo(caller: Caller, appVersionCode: number, configuration: ConfigurationSnapshot): Promise<LoggedInUserInfo> {
      const { user } = caller;
      const { appInfo: info, messagesUpdatedOn: stamp } = await reference.appInfoAndMessagesStamp(appVersionCode, configuration);
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
        ProfileImage: await files.imageUrl(user.profileImage, user.profileImageType),
        ApplicationMessagesUpdatedOn: stamp,
        AppInfo: info,
      };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
