import {
  ApiEnvelope,
  ApiRoutes,
  ChangeEmailRequest,
  ChangePasswordRequest,
  EmailConfirmRequest,
  ForgotPasswordRequest,
  LoggedInUserInfo,
  LoggedInUserInfoQuery,
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
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiUrl, bearerSecurity } from '../http/api-route';
import type { Authenticator } from '../http/auth';
import { ok } from '../http/envelope';
import type { AccountService } from '../services/accounts';

const Nothing = ApiEnvelope(z.null());
const tags = ['Account'];

export function registerAccountRoutes(app: FastifyInstance, accounts: AccountService, auth: Authenticator): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    method: ApiRoutes.login.method,
    url: apiUrl(ApiRoutes.login),
    schema: {
      tags,
      summary: 'Log in (OAuth password grant, form-encoded). Only candidates are accepted.',
      consumes: ['application/x-www-form-urlencoded'],
      body: LoginCredentials,
      response: { 200: ApiEnvelope(LoginResponse) },
    },
    handler: async (request) => ok(await accounts.login(request.body, request.ip)),
  });

  api.route({
    method: ApiRoutes.refreshToken.method,
    url: apiUrl(ApiRoutes.refreshToken),
    schema: {
      tags,
      summary: 'Exchange the access + refresh token pair for a new pair (the refresh token is rotated).',
      body: RefreshTokenRequest,
      response: { 200: ApiEnvelope(RefreshTokenResponse) },
    },
    handler: async (request) => ok(await accounts.refresh(request.body)),
  });

  api.route({
    method: ApiRoutes.logout.method,
    url: apiUrl(ApiRoutes.logout),
    schema: { tags, summary: 'End this session (its refresh and access tokens stop working).', security: bearerSecurity, response: { 200: Nothing } },
    handler: async (request) => {
      await accounts.logout(await auth.required(request, { duringForcedPasswordChange: true }));
      return ok(null, 'LoggedOut');
    },
  });

  api.route({
    method: ApiRoutes.getLoggedInUserInfo.method,
    url: apiUrl(ApiRoutes.getLoggedInUserInfo),
    schema: {
      tags,
      summary: 'The logged-in candidate, the application-messages stamp and app info.',
      security: bearerSecurity,
      querystring: LoggedInUserInfoQuery,
      response: { 200: ApiEnvelope(LoggedInUserInfo) },
    },
    handler: async (request) => {
      const caller = await auth.required(request, { duringForcedPasswordChange: true });
      return ok(await accounts.loggedInUserInfo(caller, request.query.AppVersionCode));
    },
  });

  api.route({
    method: ApiRoutes.confirmEmail.method,
    url: apiUrl(ApiRoutes.confirmEmail),
    schema: { tags, summary: 'Confirm the email address with the code from the confirmation link.', body: EmailConfirmRequest, response: { 200: Nothing } },
    handler: async (request) => {
      await accounts.confirmEmail(request.body);
      return ok(null, 'EmailConfirmed');
    },
  });

  api.route({
    method: ApiRoutes.resendConfirmationEmail.method,
    url: apiUrl(ApiRoutes.resendConfirmationEmail),
    schema: {
      tags,
      summary: 'Send the confirmation email again (same answer whether or not the account exists).',
      body: ResendConfirmationEmailRequest,
      response: { 200: Nothing },
    },
    handler: async (request) => {
      await accounts.resendConfirmationEmail(request.body);
      return ok(null, 'ConfirmationEmailSent');
    },
  });

  api.route({
    method: ApiRoutes.sendForgotPasswordEmail.method,
    url: apiUrl(ApiRoutes.sendForgotPasswordEmail),
    schema: { tags, summary: 'Email a single-use password reset code (valid 1 hour).', body: ForgotPasswordRequest, response: { 200: Nothing } },
    handler: async (request) => {
      await accounts.sendForgotPasswordEmail(request.body);
      return ok(null, 'PasswordResetEmailSent');
    },
  });

  api.route({
    method: ApiRoutes.resetPassword.method,
    url: apiUrl(ApiRoutes.resetPassword),
    schema: { tags, summary: 'Set a new password with the emailed code; ends every session.', body: ResetPasswordRequest, response: { 200: Nothing } },
    handler: async (request) => {
      await accounts.resetPassword(request.body);
      return ok(null, 'PasswordReset');
    },
  });

  api.route({
    method: ApiRoutes.changePassword.method,
    url: apiUrl(ApiRoutes.changePassword),
    schema: {
      tags,
      summary: 'Change the password; ends the other sessions and clears a forced change.',
      security: bearerSecurity,
      body: ChangePasswordRequest,
      response: { 200: Nothing },
    },
    handler: async (request) => {
      await accounts.changePassword(await auth.required(request, { duringForcedPasswordChange: true }), request.body);
      return ok(null, 'PasswordChanged');
    },
  });

  api.route({
    method: ApiRoutes.isUserNameUnique.method,
    url: apiUrl(ApiRoutes.isUserNameUnique),
    schema: { tags, summary: 'Data is true when the user name is free.', querystring: UserNameUniqueQuery, response: { 200: ApiEnvelope(z.boolean()) } },
    handler: async (request) => ok(await accounts.isUserNameUnique(request.query.userName)),
  });

  api.route({
    method: ApiRoutes.signUp.method,
    url: apiUrl(ApiRoutes.signUp),
    schema: {
      tags,
      summary: 'Register a candidate (needs the recaptcha-token header); emails a confirmation link.',
      headers: z.looseObject({ 'recaptcha-token': z.string().optional().describe('reCAPTCHA response token') }),
      body: SignUpRequest,
      response: { 201: ApiEnvelope(z.object({ UserId: z.string(), UserName: z.string() })) },
    },
    handler: async (request, reply) => {
      const token = request.headers['recaptcha-token'];
      const created = await accounts.signUp(request.body, typeof token === 'string' ? token : undefined, request.ip);
      return reply.status(201).send(ok(created, 'SignedUp'));
    },
  });

  api.route({
    method: ApiRoutes.sendOtp.method,
    url: apiUrl(ApiRoutes.sendOtp),
    schema: {
      tags,
      summary: 'Text a 6-digit code (10 minutes, single use, 5 tries; one SMS a minute).',
      description: 'Anonymous callers may only verify an account whose phone is not confirmed yet; changing a confirmed phone needs the bearer token.',
      body: SendOtpRequest,
      response: { 200: Nothing },
    },
    handler: async (request) => {
      await accounts.sendOtp(request.body, await auth.optional(request));
      return ok(null, 'ResendOtp');
    },
  });

  api.route({
    method: ApiRoutes.verifyOtp.method,
    url: apiUrl(ApiRoutes.verifyOtp),
    schema: {
      tags,
      summary: 'Verify the texted code; confirms the phone. UpdateAuthToken (with the bearer token) returns a new AccessToken.',
      body: VerifyOtpRequest,
      response: { 200: ApiEnvelope(VerifyOtpResponse) },
    },
    handler: async (request) => ok(await accounts.verifyOtp(request.body, await auth.optional(request)), 'PhoneNumberVerified'),
  });

  api.route({
    method: ApiRoutes.changeEmail.method,
    url: apiUrl(ApiRoutes.changeEmail),
    schema: { tags, summary: 'Email a 6-digit code to the new address (password required).', security: bearerSecurity, body: ChangeEmailRequest, response: { 200: Nothing } },
    handler: async (request) => {
      await accounts.changeEmail(await auth.required(request), request.body);
      return ok(null, 'EmailChangeCodeSent');
    },
  });

  api.route({
    method: ApiRoutes.verifyEmail.method,
    url: apiUrl(ApiRoutes.verifyEmail),
    schema: {
      tags,
      summary: 'Verify the new address with its code; returns the new email and a new AccessToken.',
      security: bearerSecurity,
      body: VerifyEmailRequest,
      response: { 200: ApiEnvelope(VerifyEmailResponse) },
    },
    handler: async (request) => ok(await accounts.verifyEmail(await auth.required(request), request.body), 'EmailVerified'),
  });
}
