import { randomUUID } from 'node:crypto';
import { Role, type EmailConfirmRequest, type ResendConfirmationEmailRequest, type SignUpRequest } from '@portal/domain';
import { commonPasswordProblem } from '@portal/domain/password-strength';
import { callingCodeOf, mobileNumberProblem } from '@portal/domain/phone-number';
import { AppError, badRequest } from '../../core/errors';
import { isUniqueViolation } from '../../platform/database/client';
import { emailKey, findUserByEmail, findUserById, findUserByUserName, insertUser, updateUser, userNameKey, type UserRow } from './account.queries';
import type { AccountContext } from './account.context';
import { isCandidate } from './authenticator';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Signing up and confirming the email address with the emailed link. */
export function createSignUpService(context: AccountContext) {
  const { db, clock, codes, passwords, mailer, recaptcha, reference, publicWebUrl } = context;

  async function sendConfirmationEmail(user: UserRow): Promise<void> {
    const code = await codes.issue(user.id, 'confirm-email', user.emailKey);
    const link = `${publicWebUrl}/account/confirmEmail?UserId=${encodeURIComponent(user.id)}&Code=${encodeURIComponent(code)}`;
    await mailer.send({
      to: user.email,
      subject: 'Confirm your email address',
      text: `Hello ${user.fullName},\n\nPlease confirm your email address for the Candidate Portal by opening this link:\n${link}\n\nThe link is valid for 3 days. If you did not sign up, ignore this email.`,
    });
  }

  return {
    async isUserNameUnique(userName: string): Promise<boolean> {
      return !(await findUserByUserName(db, userName));
    },

    async signUp(request: SignUpRequest, recaptchaToken: string | undefined, address: string): Promise<{ UserId: string; UserName: string }> {
      if (!recaptchaToken || !(await recaptcha.verify(recaptchaToken, address))) {
        throw badRequest('RecaptchaValidationException', 'RecaptchaFailed');
      }
      // Issue 11, item 9: the same rules as the sign-up form (packages/domain), with the field named.
      const phoneProblem = mobileNumberProblem(request.countryCode, request.phoneNumber);
      if (phoneProblem) throw new AppError(400, 'ValidationException', null, `phoneNumber: ${phoneProblem}`);
      if (request.phoneCode.replace(/^\+/, '') !== callingCodeOf(request.countryCode).replace(/^\+/, '')) {
        throw new AppError(400, 'ValidationException', null, `phoneCode: The country calling code is not the chosen country's (${callingCodeOf(request.countryCode)}).`);
      }
      const passwordProblem = commonPasswordProblem(request.password);
      if (passwordProblem) throw new AppError(400, 'ValidationException', null, `password: ${passwordProblem}`);
      if (await findUserByUserName(db, request.userName)) throw badRequest('UserNameAlreadyExistsException', 'UserNameTaken');
      if (await findUserByEmail(db, request.email)) throw badRequest('EmailAlreadyExistsException', 'EmailTaken');
      if (!(await reference.countryExists(request.countryCode))) {
        throw new AppError(400, 'ValidationException', null, 'countryCode: Country code is not one of the listed countries.');
      }
      if (!(await reference.timeZoneExists(request.timeZoneId))) {
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
        howYouKnowPostponedAt: null,
        howYouKnowPostponedCount: 0,
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

    /**
     * Same answer whether or not the account exists, and also when asked again within the minute
     * (a 429 there told that the account exists: issue 20, finding 7): the email is just not sent.
     */
    async resendConfirmationEmail(request: ResendConfirmationEmailRequest): Promise<void> {
      const user = await findUserByUserName(db, request.username);
      if (!user || user.isEmailConfirmed || !isCandidate(user.role)) return;
      if ((await codes.resendWait(user.id, 'confirm-email')) > 0) return;
      await sendConfirmationEmail(user);
    },
  };
}

export type SignUpService = ReturnType<typeof createSignUpService>;
