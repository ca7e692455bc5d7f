import type { ChangeEmailRequest, VerifyEmailRequest, VerifyEmailResponse } from '@portal/domain';
import { badRequest, tooManyRequests } from '../../core/errors';
import { isUniqueViolation } from '../../platform/database/client';
import { emailKey, findUserByEmail, updateUser } from './account.queries';
import type { AccountContext } from './account.context';
import type { Caller } from './authenticator';
import { codeFailure } from './one-time-codes';

/** Changing the email address: a code to the new address, then its verification. */
export function createEmailService(context: AccountContext) {
  const { db, codes, passwords, mailer, tokens } = context;
  return {
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

export type EmailService = ReturnType<typeof createEmailService>;
