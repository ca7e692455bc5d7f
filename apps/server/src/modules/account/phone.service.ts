import { ServerException, type SendOtpRequest, type VerifyOtpRequest, type VerifyOtpResponse } from '@portal/domain';
import { mobileNumberProblem } from '@portal/domain/phone-number';
import { AppError, badRequest, tooManyRequests, unauthorized } from '../../core/errors';
import { internationalNumber } from '../../platform/sms/sms-sender';
import { findUserByUserName, updateUser, type UserRow } from './account.queries';
import type { AccountContext } from './account.context';
import { isCandidate, type Caller } from './authenticator';
import { codeFailure } from './one-time-codes';

/** Verifying (and changing) the phone number with a texted code. */
export function createPhoneService(context: AccountContext) {
  const { db, codes, sms, tokens } = context;

  /** The phone the code was sent to (kept with the code), when it is the one the request names. */
  function sentPhone(target: string | undefined, request: VerifyOtpRequest) {
    const phone = JSON.parse(target ?? '{}') as { phoneCode?: string; phoneNumber?: string; countryCode?: string };
    return phone.phoneNumber === request.PhoneNumber ? phone : null;
  }

  async function confirmPhone(user: UserRow, phone: { phoneCode?: string; phoneNumber?: string; countryCode?: string }): Promise<void> {
    await updateUser(db, user.id, {
      phoneCode: phone.phoneCode ?? user.phoneCode,
      phoneNumber: phone.phoneNumber,
      countryCode: phone.countryCode ?? user.countryCode,
      isPhoneNumberConfirmed: true,
    });
  }

  return {
    /**
     * Decision (spec: "not shown"): sending an OTP needs no login, because sign-up verifies the
     * phone before the first login is possible on some clients; but an anonymous caller may only
     * (re)verify an account whose phone is NOT confirmed yet. Changing a confirmed phone needs the
     * account's bearer token. One SMS a minute per account. An anonymous caller gets the same
     * answer whether the name is unknown, not a candidate, already verified or asked again too
     * soon: only an account that needs the code gets one (issue 20, finding 7; ASVS 5.0 V6.3.8).
     */
    async sendOtp(request: SendOtpRequest, caller: Caller | null): Promise<void> {
      // The same rule as sign-up (issue 11, item 9); it depends on the number only, not the account.
      const phoneProblem = mobileNumberProblem(request.countryCode, request.phoneNumber);
      if (phoneProblem) throw new AppError(400, 'ValidationException', null, `phoneNumber: ${phoneProblem}`);
      const user = await findUserByUserName(db, request.userName);
      if (!caller) {
        if (!user || !isCandidate(user.role) || user.isPhoneNumberConfirmed) return;
        if ((await codes.resendWait(user.id, 'phone-otp')) > 0) return;
      } else {
        if (!user || !isCandidate(user.role)) throw badRequest(ServerException.UserNotFoundException, 'UserNotFound');
        if (caller.user.id !== user.id) throw unauthorized();
        const wait = await codes.resendWait(user.id, 'phone-otp');
        if (wait > 0) throw tooManyRequests(wait, 'OtpResendTooSoon');
      }
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
     * session); without it the phone is confirmed and AccessToken is null. An anonymous caller gets
     * one answer for every failure (unknown name, no code, wrong, expired, used up), so it tells
     * nothing about the account; a logged-in caller is told which (issue 20, finding 7).
     */
    async verifyOtp(request: VerifyOtpRequest, caller: Caller | null): Promise<VerifyOtpResponse> {
      if (request.UpdateAuthToken && !caller) throw unauthorized();
      const user = await findUserByUserName(db, request.UserName);
      if (!caller) {
        const result = user && isCandidate(user.role) ? await codes.check(user.id, 'phone-otp', request.Code) : undefined;
        const phone = result?.outcome === 'ok' ? sentPhone(result.target, request) : null;
        if (!user || !phone) throw badRequest('InvalidOtpException', 'InvalidOrExpiredOtp');
        await confirmPhone(user, phone);
        return { AccessToken: null };
      }
      if (!user || !isCandidate(user.role)) throw badRequest(ServerException.UserNotFoundException, 'UserNotFound');
      if (caller.user.id !== user.id) throw unauthorized();
      const result = await codes.check(user.id, 'phone-otp', request.Code);
      if (result.outcome !== 'ok') throw codeFailure(result.outcome);
      const phone = sentPhone(result.target, request);
      if (!phone) throw badRequest('InvalidOtpException', 'InvalidOtp');
      await confirmPhone(user, phone);
      return { AccessToken: request.UpdateAuthToken ? await tokens.signAccessToken(caller.claims) : null };
    },
  };
}

export type PhoneService = ReturnType<typeof createPhoneService>;
