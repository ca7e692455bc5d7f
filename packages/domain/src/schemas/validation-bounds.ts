import { ValidationMessageKey } from '../enums/validation-message-key';

/*
 * The zod-free half of validation.ts: bounds, error-key functions and the well-formed-text test.
 * The first-paint schemas (first-paint.ts, zod/mini) use them without loading zod classic.
 */

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
export const isWellFormedText = (text: string): boolean =>
  !text.includes('\u0000') && !unpairedSurrogate.test(text);
