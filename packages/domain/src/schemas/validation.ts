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
} as const;

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

/** A required, trimmed string between `min` (default 1) and `max` characters. */
export const requiredText = (max: number, min = 1) =>
  z
    .string({ error: required })
    .trim()
    .min(min, {
      error: keyed(min > 1 ? ValidationMessageKey.minLength : ValidationMessageKey.required),
    })
    .max(max, { error: keyed(ValidationMessageKey.maxLength) });

/** An optional, trimmed string of at most `max` characters (null and absent both allowed). */
export const optionalText = (max: number) =>
  z
    .string({ error: keyed(ValidationMessageKey.required) })
    .trim()
    .max(max, { error: keyed(ValidationMessageKey.maxLength) })
    .nullish();

export const emailField = () =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(ValidationBounds.email.max, { error: keyed(ValidationMessageKey.maxLength) })
    .regex(z.regexes.email, { error: keyed(ValidationMessageKey.email) });

export const passwordField = () =>
  z
    .string({ error: required })
    .min(ValidationBounds.password.min, { error: keyed(ValidationMessageKey.passwordLength) })
    .max(ValidationBounds.password.max, { error: keyed(ValidationMessageKey.passwordLength) });

export const userNameField = () =>
  z
    .string({ error: required })
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
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .regex(ValidationBounds.phoneNumber.pattern, {
      error: keyed(ValidationMessageKey.mobilePhone),
    });

export const phoneCodeField = () =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .regex(ValidationBounds.phoneCode.pattern, { error: keyed(ValidationMessageKey.numeric) });

export const countryCodeField = () =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .regex(ValidationBounds.countryCode.pattern, {
      error: keyed(ValidationMessageKey.alphanumeric),
    })
    .transform((code) => code.toUpperCase());

export const cnicField = () =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .regex(ValidationBounds.cnic.pattern, { error: keyed(ValidationMessageKey.cnic) });

export const otpField = () =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .regex(ValidationBounds.otp.pattern, { error: keyed(ValidationMessageKey.numeric) });

export const urlField = () =>
  z.url({ protocol: /^https?$/, error: keyed(ValidationMessageKey.url) });

/** A whole number id (>= 1). */
export const idField = () =>
  z
    .number({ error: required })
    .int({ error: keyed(ValidationMessageKey.numeric) })
    .positive({
      error: keyed(ValidationMessageKey.range),
    });

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
