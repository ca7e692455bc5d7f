import { z } from 'zod';
import { ValidationMessageKey } from '../enums/validation-message-key';
import { int4Max, isWellFormedText, keyed, orRequired, ValidationBounds } from './validation-bounds';

export * from './validation-bounds';

const required = keyed(ValidationMessageKey.required);

/**
 * The one base of every text field on the wire: a string without NUL or unpaired surrogates
 * (`characters`), then the field's own rules. Not trimmed: secrets and tokens are taken as typed;
 * `requiredText` / `optionalText` trim. Every text field also bounds its length.
 */
export const wellFormedText = () =>
  z.string({ error: required }).refine(isWellFormedText, { error: ValidationMessageKey.characters, abort: true });

/** A secret or token taken exactly as sent (never trimmed): required, at most `max` characters. */
export const secretText = (max: number, tooLong: ValidationMessageKey = ValidationMessageKey.maxLength) =>
  wellFormedText()
    .min(1, { error: required })
    .max(max, { error: keyed(tooLong) });

/** A required, trimmed string between `min` (default 1) and `max` characters. */
export const requiredText = (max: number, min = 1) =>
  wellFormedText()
    .trim()
    .min(min, {
      error: keyed(min > 1 ? ValidationMessageKey.minLength : ValidationMessageKey.required),
    })
    .max(max, { error: keyed(ValidationMessageKey.maxLength) });

/** An optional, trimmed string of at most `max` characters (null and absent both allowed). */
export const optionalText = (max: number) =>
  wellFormedText()
    .trim()
    .max(max, { error: keyed(ValidationMessageKey.maxLength) })
    .nullish();

export const emailField = () =>
  wellFormedText()
    .trim()
    .min(1, { error: required })
    .max(ValidationBounds.email.max, { error: keyed(ValidationMessageKey.maxLength) })
    .regex(z.regexes.email, { error: keyed(ValidationMessageKey.email) });

export const passwordField = () =>
  wellFormedText()
    .min(ValidationBounds.password.min, { error: keyed(ValidationMessageKey.passwordLength) })
    .max(ValidationBounds.password.max, { error: keyed(ValidationMessageKey.passwordLength) });

export const userNameField = () =>
  wellFormedText()
    .trim()
    .min(ValidationBounds.userName.min, { error: keyed(ValidationMessageKey.minLength) })
    .max(ValidationBounds.userName.max, { error: keyed(ValidationMessageKey.maxLength) })
    .refine((name) => ValidationBounds.userName.pattern.test(name), {
      error: ValidationMessageKey.alphanumeric,
      params: { allowed: 'dots (.) and underscores (_)' },
    });

/** A number within [min, max], reported as `range` with both bounds. */
export const rangedNumber = (min: number, max: number) =>
  z
    .number({ error: keyed(ValidationMessageKey.numeric) })
    .refine((value) => value >= min && value <= max, {
      error: ValidationMessageKey.range,
      params: { min, max },
    });

export const phoneNumberField = () =>
  wellFormedText()
    .trim()
    .min(1, { error: required })
    .regex(ValidationBounds.phoneNumber.pattern, {
      error: keyed(ValidationMessageKey.mobilePhone),
    });

export const phoneCodeField = () =>
  wellFormedText()
    .trim()
    .min(1, { error: required })
    .regex(ValidationBounds.phoneCode.pattern, { error: keyed(ValidationMessageKey.numeric) });

export const countryCodeField = () =>
  wellFormedText()
    .trim()
    .min(1, { error: required })
    .regex(ValidationBounds.countryCode.pattern, {
      error: keyed(ValidationMessageKey.alphanumeric),
    })
    .transform((code) => code.toUpperCase());

export const cnicField = () =>
  wellFormedText()
    .trim()
    .min(1, { error: required })
    .regex(ValidationBounds.cnic.pattern, { error: keyed(ValidationMessageKey.cnic) });

export const otpField = () =>
  wellFormedText()
    .trim()
    .min(1, { error: required })
    .regex(ValidationBounds.otp.pattern, { error: keyed(ValidationMessageKey.numeric) });

export const urlField = () =>
  z.url({ protocol: /^https?$/, error: keyed(ValidationMessageKey.url) });

/**
 * A whole number in [min, max], by default a count or id the database stores as `integer`: larger
 * values are refused here (400) rather than by the database (a 500). ASVS 5.0 V2.2.1.
 */
export const wholeNumber = (min = 0, max: number = int4Max) =>
  z
    .number({ error: required })
    .int({ error: keyed(ValidationMessageKey.numeric) })
    .min(min, { error: keyed(ValidationMessageKey.range) })
    .max(max, { error: keyed(ValidationMessageKey.range) });

/** The same as it arrives in a query string or path (text, coerced to a number). */
export const queryWholeNumber = (min = 0, max: number = int4Max) =>
  z.coerce
    .number({ error: keyed(ValidationMessageKey.numeric) })
    .int({ error: keyed(ValidationMessageKey.numeric) })
    .min(min, { error: keyed(ValidationMessageKey.range) })
    .max(max, { error: keyed(ValidationMessageKey.range) });

/** A database id: a whole number from 1 to int4's maximum. */
export const idField = () => wholeNumber(ValidationBounds.id.min, ValidationBounds.id.max);

/** An ISO-8601 date-time string as the server sends it (with offset or Z). */
export const isoDateTime = () =>
  z.iso.datetime({
    offset: true,
    error: orRequired('must be a date and time in ISO 8601 form, e.g. 2026-11-21T09:00:00Z.'),
  });

/** An ISO-8601 calendar date (YYYY-MM-DD). */
export const isoDate = () =>
  z.iso.date({ error: orRequired('must be a date written YYYY-MM-DD.') });

/** The `{ Value }` wrapper the wire uses for enum-ish and nullable values (`TestType.Value`). */
export const valueOf = <T extends z.ZodType>(schema: T) => z.object({ Value: schema });
