import {
  AccountApiRoutes as routes,
  AppInfo,
  ChangeEmailRequest,
  ChangePasswordRequest,
  EmailConfirmRequest,
  ForgotPasswordRequest,
  HowYouKnowAnswer,
  HowYouKnowQuestion,
  LoggedInUserInfo,
  LoggedInUserInfoQuery,
  LoginChallenge,
  LoginCredentials,
  LoginResponse,
  RefreshTokenRequest,
  RefreshTokenResponse,
  ResendConfirmationEmailRequest,
  ResetPasswordRequest,
  SendOtpRequest,
  SignUpRequest,
  UserNameUniqueQuery,
  VerifyEmailRequest,
  VerifyEmailResponse,
  VerifyOtpRequest,
  VerifyOtpResponse,
  queryWholeNumber,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/define-route';
import { requestBudgets } from '../../http/request-limits';
import type { ReferenceModule } from '../reference';
import type { EmailService } from './email.service';
import type { HowYouKnowService } from './how-you-know.service';
import type { PasswordService } from './password.service';
import type { PhoneService } from './phone.service';
import type { SessionService } from './session.service';
import type { SignUpService } from './sign-up.service';

const tags = ['Account'];
const AppInfoQuery = z.object({ AppVersionCode: queryWholeNumber().optional() });

export interface AccountServices {
  readonly session: SessionService;
  readonly signUp: SignUpService;
  readonly password: PasswordService;
  readonly phone: PhoneService;
  readonly email: EmailService;
  readonly howYouKnow: HowYouKnowService;
  readonly reference: ReferenceModule;
}

/** AccountApiRoutes (account-and-shell.md section 7). */
export function registerAccountRoutes(app: FastifyInstance, { session, signUp, password, phone, email, howYouKnow, reference }: AccountServices): void {
  defineRoute(app, routes.login, {
    // Its own throttling (login-throttle.ts: delays, then the challenge; never a lockout).
    addressBudget: false,
    schema: {
      tags,
      summary: 'Log in (OAuth password grant, form-encoded). Only candidates are accepted.',
      description: `After several failures (apps/server/README.md, "Login throttling") the answer is 429 + Retry-After or ${LoginChallenge.exception}: send a solved reCAPTCHA in the ${LoginChallenge.header} header.`,
      consumes: ['application/x-www-form-urlencoded'],
      headers: z.looseObject({ [LoginChallenge.header]: z.string().max(4096).optional().describe('reCAPTCHA response token, when the server asked for it') }),
      body: LoginCredentials,
      response: LoginResponse,
    },
    handler: ({ body, headers, request }) => session.login(body, request.ip, headers[LoginChallenge.header]),
  });

  defineRoute(app, routes.refreshToken, {
    // A refresh needs a valid token pair (256 random bits: guessing is hopeless); refusing refreshes
    // from a busy address would log a whole school out.
    addressBudget: false,
    schema: {
      tags,
      summary: 'Exchange the access + refresh token pair for a new pair (the refresh token is rotated).',
      body: RefreshTokenRequest,
      response: RefreshTokenResponse,
    },
    handler: ({ body }) => session.refresh(body),
  });

  defineRoute(app, routes.logout, {
    schema: { tags, summary: 'End this session (its refresh and access tokens stop working).', response: z.null() },
    duringForcedPasswordChange: true,
    message: 'LoggedOut',
    handler: ({ caller }) => session.logout(caller),
  });

  defineRoute(app, routes.getLoggedInUserInfo, {
    schema: {
      tags,
      summary: 'The logged-in candidate, the application-messages stamp and app info.',
      querystring: LoggedInUserInfoQuery,
      response: LoggedInUserInfo,
    },
    duringForcedPasswordChange: true,
    readWithCaller: reference.configurationWithCaller,
    handler: ({ query, caller, withCaller }) => session.loggedInUserInfo(caller, query.AppVersionCode, withCaller),
  });

  defineRoute(app, routes.confirmEmail, {
    addressBudget: requestBudgets.accountMessage,
    schema: { tags, summary: 'Confirm the email address with the code from the confirmation link.', body: EmailConfirmRequest, response: z.null() },
    message: 'EmailConfirmed',
    handler: ({ body }) => signUp.confirmEmail(body),
  });

  defineRoute(app, routes.resendConfirmationEmail, {
    addressBudget: requestBudgets.accountMessage,
    schema: {
      tags,
      summary: 'Send the confirmation email again (same answer whether or not the account exists).',
      body: ResendConfirmationEmailRequest,
      response: z.null(),
    },
    message: 'ConfirmationEmailSent',
    handler: ({ body }) => signUp.resendConfirmationEmail(body),
  });

  defineRoute(app, routes.sendForgotPasswordEmail, {
    addressBudget: requestBudgets.accountMessage,
    schema: { tags, summary: 'Email a single-use password reset code (valid 1 hour).', body: ForgotPasswordRequest, response: z.null() },
    message: 'PasswordResetEmailSent',
    handler: ({ body }) => password.sendForgotPasswordEmail(body),
  });

  defineRoute(app, routes.resetPassword, {
    addressBudget: requestBudgets.accountMessage,
    schema: { tags, summary: 'Set a new password with the emailed code; ends every session.', body: ResetPasswordRequest, response: z.null() },
    message: 'PasswordReset',
    handler: ({ body }) => password.resetPassword(body),
  });

  defineRoute(app, routes.changePassword, {
    schema: { tags, summary: 'Change the password; ends the other sessions and clears a forced change.', body: ChangePasswordRequest, response: z.null() },
    duringForcedPasswordChange: true,
    message: 'PasswordChanged',
    handler: ({ body, caller }) => password.changePassword(caller, body),
  });

  defineRoute(app, routes.isUserNameUnique, {
    addressBudget: requestBudgets.userNameCheck,
    schema: { tags, summary: 'Data is true when the user name is free.', querystring: UserNameUniqueQuery, response: z.boolean() },
    handler: ({ query }) => signUp.isUserNameUnique(query.userName),
  });

  defineRoute(app, routes.signUp, {
    addressBudget: requestBudgets.accountMessage,
    schema: {
      tags,
      summary: 'Register a candidate (needs the recaptcha-token header); emails a confirmation link.',
      headers: z.looseObject({ 'recaptcha-token': z.string().optional().describe('reCAPTCHA response token') }),
      body: SignUpRequest,
      response: z.object({ UserId: z.string(), UserName: z.string() }),
    },
    status: 201,
    message: 'SignedUp',
    handler: ({ body, headers, request }) => signUp.signUp(body, headers['recaptcha-token'], request.ip),
  });

  defineRoute(app, routes.sendOtp, {
    addressBudget: requestBudgets.accountMessage,
    schema: {
      tags,
      summary: 'Text a 6-digit code (10 minutes, single use, 5 tries; one SMS a minute).',
      description: 'Anonymous callers may only verify an account whose phone is not confirmed yet; changing a confirmed phone needs the bearer token.',
      body: SendOtpRequest,
      response: z.null(),
    },
    optionalAuth: true,
    message: 'ResendOtp',
    handler: ({ body, caller }) => phone.sendOtp(body, caller),
  });

  defineRoute(app, routes.verifyOtp, {
    addressBudget: requestBudgets.accountMessage,
    schema: {
      tags,
      summary: 'Verify the texted code; confirms the phone. UpdateAuthToken (with the bearer token) returns a new AccessToken.',
      body: VerifyOtpRequest,
      response: VerifyOtpResponse,
    },
    optionalAuth: true,
    message: 'PhoneNumberVerified',
    handler: ({ body, caller }) => phone.verifyOtp(body, caller),
  });

  defineRoute(app, routes.changeEmail, {
    schema: { tags, summary: 'Email a 6-digit code to the new address (password required).', body: ChangeEmailRequest, response: z.null() },
    message: 'EmailChangeCodeSent',
    handler: ({ body, caller }) => email.changeEmail(caller, body),
  });

  defineRoute(app, routes.verifyEmail, {
    schema: {
      tags,
      summary: 'Verify the new address with its code; returns the new email and a new AccessToken.',
      body: VerifyEmailRequest,
      response: VerifyEmailResponse,
    },
    message: 'EmailVerified',
    handler: ({ body, caller }) => email.verifyEmail(caller, body),
  });

  defineRoute(app, routes.getAppInfo, {
    schema: { tags, summary: 'Latest app code and whether this version must update.', querystring: AppInfoQuery, response: AppInfo },
    handler: ({ query }) => reference.appInfo(query.AppVersionCode),
  });

  defineRoute(app, routes.getHowYouKnowQuestion, {
    schema: { tags, summary: 'The how-you-know-us question and its options.', response: HowYouKnowQuestion },
    handler: ({ caller }) => howYouKnow.question(caller),
  });

  defineRoute(app, routes.postponeHowYouKnowQuestion, {
    schema: { tags, summary: '"Not now": asked again once, 7 days later; never after a second "Not now".', response: z.null() },
    handler: ({ caller }) => howYouKnow.postpone(caller),
  });

  defineRoute(app, routes.saveHowYouKnowAnswer, {
    schema: { tags, summary: 'Save the answer; marks it answered.', body: HowYouKnowAnswer, response: z.null() },
    message: 'AnswerSaved',
    handler: ({ body, caller }) => howYouKnow.saveAnswer(caller, body),
  });
}
