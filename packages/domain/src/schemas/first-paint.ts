import { z } from 'zod/mini';
import { MessageType } from '../enums/message';
import { ValidationMessageKey } from '../enums/validation-message-key';
import type { AuthTokens, LoginCredentials, SessionUser } from './account';
import type { ApplicationMessages } from './application-message';
import { isWellFormedText, keyed, ValidationBounds } from './validation-bounds';

/*
 * The schemas the portal checks before its first paint (the stored session and messages, on every
 * route) and on the login form, written with zod/mini (~5 KB gzip) instead of zod classic (~25 KB):
 * issue #10's login budget. They accept and refuse exactly what the classic schemas of the same
 * name do, with the same messages (first-paint.test.ts compares them); the classic ones stay the
 * source for the server and every other form. A change to one is a change to both.
 */

const required = keyed(ValidationMessageKey.required);

/** `wellFormedText()` of validation.ts, as a zod/mini string. */
const wellFormedText = () =>
  z.string({ error: required }).check(z.refine(isWellFormedText, { error: ValidationMessageKey.characters, abort: true }));

/** `secretText(max, tooLong)` of validation.ts. */
const secretText = (max: number, tooLong: ValidationMessageKey = ValidationMessageKey.maxLength) =>
  wellFormedText().check(z.minLength(1, { error: required }), z.maxLength(max, { error: keyed(tooLong) }));

/** `requiredText(max)` of validation.ts (min 1). */
const requiredText = (max: number) =>
  wellFormedText().check(z.trim(), z.minLength(1, { error: keyed(ValidationMessageKey.required) }), z.maxLength(max, { error: keyed(ValidationMessageKey.maxLength) }));

/** `optionalText(max)` of validation.ts. */
const optionalText = (max: number) =>
  z.nullish(wellFormedText().check(z.trim(), z.maxLength(max, { error: keyed(ValidationMessageKey.maxLength) })));

/** LoginCredentials (account.ts), for the login form. */
export const LoginCredentialsMini = z.object({
  username: requiredText(ValidationBounds.email.max),
  password: secretText(ValidationBounds.password.max, ValidationMessageKey.passwordLength),
  grant_type: z._default(z.literal('password'), 'password'),
  error: optionalText(ValidationBounds.longText.max),
});

/** SessionUser (account.ts), as stored in the browser. */
export const SessionUserMini = z.object({
  userId: z.string(),
  expiresIn: z.number(),
  userRole: z.string(),
  isHowYouKnowAnswered: z.boolean(),
  isEnrolled: z.boolean(),
  fullName: z.string(),
  userName: z.string(),
  userProfilePictureURL: z.nullable(z.string()),
  email: z.string(),
  isEmailConfirmed: z.boolean(),
  isPhoneNumberConfirmed: z.boolean(),
  phoneNumber: z.nullable(z.string()),
  phoneCode: z.nullable(z.string()),
  isOnline: z.boolean(),
  countryCode: z.nullable(z.string()),
  isProfileCompleted: z.boolean(),
  isForcePwdChange: z.boolean(),
  isSplashModalWatched: z.boolean(),
});

/** AuthTokens (account.ts), as stored in the browser. */
export const AuthTokensMini = z.object({
  token: z.string(),
  refresh_token: z.string(),
  expiryDate: z.string(),
});

/** ApplicationMessages (application-message.ts), as stored in the browser. */
export const ApplicationMessagesMini = z.object({
  Messages: z.record(z.string(), z.object({ Message: z.string(), Type: z.enum(MessageType) })),
  MessagesUpdatedOn: z.string(),
});

// The same shapes as the classic schemas, checked by the compiler both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShapes: [
  Same<z.output<typeof LoginCredentialsMini>, LoginCredentials>,
  Same<z.output<typeof SessionUserMini>, SessionUser>,
  Same<z.output<typeof AuthTokensMini>, AuthTokens>,
  Same<z.output<typeof ApplicationMessagesMini>, ApplicationMessages>,
] = [true, true, true, true];
void sameShapes;
