import { z } from 'zod';
import { ValidationMessageKey } from '../enums/validation-message-key';
import { Gender, Platform } from '../enums/role';
import {
  ValidationBounds,
  countryCodeField,
  emailField,
  optionalText,
  otpField,
  passwordField,
  phoneCodeField,
  phoneNumberField,
  queryWholeNumber,
  rangedNumber,
  requiredText,
  secretText,
  userNameField,
} from './validation';

/**
 * spec: login credentials username, password, grant_type (default password), error. `error` is the
 * form's last error text, kept client-side; it never travels to the server.
 */
export const LoginCredentials = z.object({
  // Login accepts any existing user name (older accounts may predate our user-name pattern).
  username: requiredText(ValidationBounds.email.max),
  password: secretText(ValidationBounds.password.max, ValidationMessageKey.passwordLength),
  grant_type: z.literal('password').default('password'),
  error: optionalText(ValidationBounds.longText.max),
});
export type LoginCredentials = z.infer<typeof LoginCredentials>;
export type LoginCredentialsInput = z.input<typeof LoginCredentials>;

// LoginChallenge lives in a zod-free module: the login form reads it before zod classic loads.
export { LoginChallenge } from './login-challenge';

/** spec: login response fields, snake_case as on the wire (OAuth token endpoint). */
export const LoginResponse = z.object({
  user_id: z.string(),
  /** Seconds until the access token expires. */
  expires_in: z.number().int().nonnegative(),
  user_role: z.string(),
  is_how_you_know_Answered: z.boolean(),
  is_enrolled: z.boolean(),
  is_online: z.boolean(),
  user_name: z.string(),
  is_phoneNumber_confirmed: z.boolean(),
  phone_number: z.string().nullable(),
  phone_code: z.string().nullable(),
  country_code: z.string().nullable(),
  is_email_confirmed: z.boolean(),
  IsProfileCompleted: z.boolean(),
  is_force_pwd_change: z.boolean(),
  full_name: z.string(),
  email: z.string(),
  user_profile_picture: z.string().nullable(),
  access_token: z.string(),
  refresh_token: z.string(),
  /** ISO date-time of the last change to application messages. */
  application_messages_updated_on: z.string(),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

/** spec: session user, camelCase as the portal stores it (mapped once from LoginResponse). */
export const SessionUser = z.object({
  userId: z.string(),
  expiresIn: z.number(),
  userRole: z.string(),
  isHowYouKnowAnswered: z.boolean(),
  isEnrolled: z.boolean(),
  fullName: z.string(),
  userName: z.string(),
  userProfilePictureURL: z.string().nullable(),
  email: z.string(),
  isEmailConfirmed: z.boolean(),
  isPhoneNumberConfirmed: z.boolean(),
  phoneNumber: z.string().nullable(),
  phoneCode: z.string().nullable(),
  isOnline: z.boolean(),
  countryCode: z.string().nullable(),
  isProfileCompleted: z.boolean(),
  isForcePwdChange: z.boolean(),
  isSplashModalWatched: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUser>;

/** spec: AppInfo { LatestAppCode, ForceUpdateApp } (AccountService/GetAppInfo). */
export const AppInfo = z.object({
  LatestAppCode: z.number().int().nonnegative(),
  ForceUpdateApp: z.boolean(),
});
export type AppInfo = z.infer<typeof AppInfo>;

/** spec: GET logged-in user info with query AppVersionCode and Platform=1. */
export const LoggedInUserInfoQuery = z.object({
  AppVersionCode: queryWholeNumber().default(0),
  Platform: z.coerce.number().pipe(z.literal(Platform.web)).default(Platform.web),
});
export type LoggedInUserInfoQuery = z.infer<typeof LoggedInUserInfoQuery>;

/** spec: logged-in user info response. */
export const LoggedInUserInfo = z.object({
  UserId: z.string(),
  Email: z.string(),
  FullName: z.string(),
  IsPhoneNumberConfirmed: z.boolean(),
  IsEmailConfirmed: z.boolean(),
  PhoneNumber: z.string().nullable(),
  IsProfileCompleted: z.boolean(),
  RoleType: z.string(),
  PhoneCode: z.string().nullable(),
  IsForcePwdChange: z.boolean(),
  IsHowYouKnowAnswered: z.boolean(),
  IsEnrolled: z.boolean(),
  IsOnline: z.boolean(),
  UserName: z.string(),
  ProfileImage: z.string().nullable(),
  ApplicationMessagesUpdatedOn: z.string(),
  AppInfo,
});
export type LoggedInUserInfo = z.infer<typeof LoggedInUserInfo>;

/** spec: auth tokens token, refresh_token, expiryDate (ISO date-time, now + 60 s on each update). */
export const AuthTokens = z.object({
  token: z.string(),
  refresh_token: z.string(),
  expiryDate: z.string(),
});
export type AuthTokens = z.infer<typeof AuthTokens>;

/** spec: refresh sends AccessToken and RefreshToken. */
export const RefreshTokenRequest = z.object({
  AccessToken: secretText(ValidationBounds.token.max),
  RefreshToken: secretText(ValidationBounds.token.max),
});
export type RefreshTokenRequest = z.infer<typeof RefreshTokenRequest>;

/** spec: refresh response access_token, refresh_token, expires_in. */
export const RefreshTokenResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int().nonnegative(),
});
export type RefreshTokenResponse = z.infer<typeof RefreshTokenResponse>;

/** spec: email confirm UserId, Code (also the /account/confirmEmail query). */
export const EmailConfirmRequest = z.object({
  UserId: requiredText(100),
  Code: requiredText(500),
});
export type EmailConfirmRequest = z.infer<typeof EmailConfirmRequest>;

/** spec: resend email confirmation with username. */
export const ResendConfirmationEmailRequest = z.object({
  username: requiredText(ValidationBounds.email.max),
});
export type ResendConfirmationEmailRequest = z.infer<typeof ResendConfirmationEmailRequest>;

/** spec: forgot password username. */
export const ForgotPasswordRequest = z.object({
  username: requiredText(ValidationBounds.email.max),
});
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

const mustMatch = (other: string) => ({
  error: ValidationMessageKey.compare,
  path: ['confirmPassword'],
  params: { other },
});

/** spec: reset password username, password, confirmPassword, code. */
export const ResetPasswordRequest = z
  .object({
    username: requiredText(ValidationBounds.email.max),
    password: passwordField(),
    confirmPassword: secretText(ValidationBounds.presentedPassword.max),
    code: requiredText(500),
  })
  .refine((request) => request.password === request.confirmPassword, mustMatch('password'));
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

/** spec: change password oldPassword, newPassword, confirmPassword. */
export const ChangePasswordRequest = z
  .object({
    oldPassword: secretText(ValidationBounds.presentedPassword.max),
    newPassword: passwordField(),
    confirmPassword: secretText(ValidationBounds.presentedPassword.max),
  })
  .refine((request) => request.newPassword === request.confirmPassword, mustMatch('newPassword'));
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** spec: is username unique, GET userName. Data is true when the name is free. */
export const UserNameUniqueQuery = z.object({ userName: userNameField() });
export type UserNameUniqueQuery = z.infer<typeof UserNameUniqueQuery>;

/**
 * spec: sign-up fields. Required: the identity and contact fields the later flows need (name, user
 * name, e-mail, password, phone, country, time zone). The academic fields are optional at sign-up
 * and completed on the profile (decision: the spec does not say which are required).
 */
export const SignUpRequest = z.object({
  fullName: requiredText(ValidationBounds.personName.max, ValidationBounds.personName.min),
  userName: userNameField(),
  email: emailField(),
  password: passwordField(),
  phoneNumber: phoneNumberField(),
  countryCode: countryCodeField(),
  timeZoneId: requiredText(100),
  phoneCode: phoneCodeField(),
  gender: z.enum(Gender).nullish(),
  academicClass: optionalText(ValidationBounds.shortText.max),
  marks: rangedNumber(ValidationBounds.marks.min, ValidationBounds.marks.max).nullish(),
  board: optionalText(ValidationBounds.shortText.max),
  city: optionalText(ValidationBounds.shortText.max),
  institute: optionalText(ValidationBounds.shortText.max),
});
export type SignUpRequest = z.infer<typeof SignUpRequest>;
export type SignUpInput = z.input<typeof SignUpRequest>;

/** spec: OTP send phoneCode, phoneNumber, userName, countryCode. */
export const SendOtpRequest = z.object({
  phoneCode: phoneCodeField(),
  phoneNumber: phoneNumberField(),
  userName: requiredText(ValidationBounds.email.max),
  countryCode: countryCodeField(),
});
export type SendOtpRequest = z.infer<typeof SendOtpRequest>;

/**
 * spec: OTP verify request UpdateAuthToken, PhoneNumber. The spec does not list the code itself or
 * whose phone it is; both must travel, so we add `Code` (4-8 digits) and `UserName` (needed before
 * login, during sign-up).
 */
export const VerifyOtpRequest = z.object({
  UpdateAuthToken: z.boolean().default(false),
  PhoneNumber: phoneNumberField(),
  Code: otpField(),
  UserName: requiredText(ValidationBounds.email.max),
});
export type VerifyOtpRequest = z.infer<typeof VerifyOtpRequest>;

/** spec: OTP verify response AccessToken (null unless UpdateAuthToken was set). */
export const VerifyOtpResponse = z.object({ AccessToken: z.string().nullable() });
export type VerifyOtpResponse = z.infer<typeof VerifyOtpResponse>;

/** Not shown: change e-mail asks for the new address and the password (re-authentication). */
export const ChangeEmailRequest = z.object({
  NewEmail: emailField(),
  Password: secretText(ValidationBounds.presentedPassword.max),
});
export type ChangeEmailRequest = z.infer<typeof ChangeEmailRequest>;

/** Not shown: verify e-mail sends the address and the code mailed to it. */
export const VerifyEmailRequest = z.object({
  Email: emailField(),
  Code: otpField(),
});
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequest>;

/** Not shown: spec says verification "updates the token and stored email", so both come back. */
export const VerifyEmailResponse = z.object({
  AccessToken: z.string(),
  Email: z.string(),
});
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponse>;
