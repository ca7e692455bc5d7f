import { ServerException, type SendOtpRequest, type VerifyOtpRequest, type VerifyOtpResponse } from '@portal/domain';
import { badRequest, tooManyRequests, unauthorized } from '../../core/errors';
import { internationalNumber } from '../../platform/sms/sms-sender';
import { findUserByUserName, updateUser } from './account.queries';
import type { AccountContext } from './account.context';
import { isCandidate, type Caller } from './authenticator';
import { codeFailure } from './one-time-codes';

/** Verifying (and changing) the phone number with a texted code. */
export function createPhoneService(context: AccountContext) {
  const { db, codes, sms, tokens } = context;
  return {
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
  };
}

export type PhoneService = ReturnType<typeof createPhoneService>;
