import type { ChangePasswordRequest, ForgotPasswordRequest, ResetPasswordRequest } from '@portal/domain';
import { badRequest } from '../../core/errors';
import { findUserByUserName, updateUser } from './account.queries';
import { revokeUserSessions } from './session.queries';
import type { AccountContext } from './account.context';
import { isCandidate, type Caller } from './authenticator';

/** Forgotten, reset and changed passwords. */
export function createPasswordService(context: AccountContext) {
  const { db, clock, codes, passwords, mailer, loginThrottle, publicWebUrl } = context;
  return {
    /** Same answer whether or not the account exists; at most one email a minute. */
    async sendForgotPasswordEmail(request: ForgotPasswordRequest): Promise<void> {
      const user = await findUserByUserName(db, request.username);
      if (!user || !user.isActive || !isCandidate(user.role)) return;
      if ((await codes.resendWait(user.id, 'reset-password')) > 0) return;
      const code = await codes.issue(user.id, 'reset-password', user.emailKey);
      const link = `${publicWebUrl}/account/resetPassword?username=${encodeURIComponent(user.userName)}&code=${encodeURIComponent(code)}`;
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
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
