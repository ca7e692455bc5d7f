import { z } from 'zod';
import { ValidationMessageKey } from '../enums/validation-message-key';

/**
 * Length and pattern bounds. The spec says they are "not shown"; these are our decisions, chosen to
 * accept every real value we know of and to keep database columns bounded.
 */
export const ValidationBounds = {
  /** NIST 800-63B: length over composition rules; 64 keeps hashing cheap. */
  password: { min: 8, max: 64 },
  /** Letters, digits, dot and underscore: safe in URLs and e-mail-like handles. */
  userName: { min: 3, max: 30, pattern: /^[A-Za-z0-9_.]+$/ },
  /** E.164 allows up to 15 digits; 7 is the shortest national number in use. */
  phoneNumber: { min: 7, max: 15, pattern: /^\d{7,15}$/ },
  /** Dialling code, with or without the leading plus. */
  phoneCode: { pattern: /^\+?\d{1,4}$/ },
  /** ISO 3166-1 alpha-2. */
  countryCode: { pattern: /^[A-Za-z]{2}$/ },
  /** Pakistani CNIC: 13 digits written #####-#######-#. */
  cnic: { pattern: /^\d{5}-\d{7}-\d$/ },
  /** RFC 5321 path limit. */
  email: { max: 254 },
  personName: { min: 2, max: 100 },
  shortText: { max: 100 },
  address: { max: 250 },
  /** Long free text: notes, messages, feedback comments. */
  longText: { max: 4000 },
  /** Percentage marks of the last academic result. */
  marks: { min: 0, max: 100 },
  /** One-time codes sent by SMS or e-mail. */
  otp: { pattern: /^\d{4,8}$/ },
  /** Database ids and every other whole number the database stores: PostgreSQL `integer` (int4). */
  id: { min: 1, max: 2_147_483_647 },
  /** Opaque tokens (access, refresh, push): FCM registration tokens are ~160-200 characters. */
  token: { max: 4096 },
  /** Passwords as presented at login or for re-authentication (set ones are `password.max`). */
  presentedPassword: { max: 1024 },
} as const;

/** The largest whole number PostgreSQL's `integer` holds; ids and counts on the wire stay within it. */
export const int4Max = ValidationBounds.id.max;

/** A zod error function that reports `required` for empty input and `key` otherwise. */
const isEmpty = (input: unknown): boolean => input === undefined || input === null || input === '';

export const keyed =
  (key: ValidationMessageKey) =>
  (issue: { input?: unknown }): string =>
    isEmpty(issue.input) ? ValidationMessageKey.required : key;

const required = keyed(ValidationMessageKey.required);

/**
 * For formats the key catalogue has no key for (dates): `required` when empty, else the given
 * English text, which `fieldErrors` prefixes with the field label.
 */
export const orRequired =
  (text: string) =>
  (issue: { input?: unknown }): string =>
    isEmpty(issue.input) ? ValidationMessageKey.required : text;

/**
 * NUL and unpaired UTF-16 surrogates: no person types them, PostgreSQL refuses NUL in text (a 500
 * if it gets that far) and a lone surrogate cannot be encoded as UTF-8. ASVS 5.0 V2.2.1: input is
 * checked against its expected structure before use.
 */
const unpairedSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isWellFormedText = (text: string): boolean => !text.includes('\u0000') && !unpairedSurrogate.test(text);

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
