import type { z } from 'zod';
import { ValidationBounds } from '../schemas/validation-bounds';
import { ValidationMessageKey } from '../enums/validation-message-key';

export interface ValidationMessageParams {
  /** Human label of the field, e.g. 'Password'. */
  readonly field?: string;
  readonly min?: number;
  readonly max?: number;
  /** Label of the field a `compare` rule compares with. */
  readonly other?: string;
  /** Extra characters an `alphanumeric` rule allows, e.g. '. and _'. */
  readonly allowed?: string;
}

/** English wording for each validation key (spec: wording "not shown": ours). */
export function validationMessage(
  key: ValidationMessageKey,
  params: ValidationMessageParams = {},
): string {
  const field = params.field ?? 'This field';
  switch (key) {
    case ValidationMessageKey.required:
      return `${field} is required.`;
    case ValidationMessageKey.maxLength:
      return params.max === undefined
        ? `${field} is too long.`
        : `${field} must be at most ${params.max} characters.`;
    case ValidationMessageKey.minLength:
      return params.min === undefined
        ? `${field} is too short.`
        : `${field} must be at least ${params.min} characters.`;
    case ValidationMessageKey.email:
      return `${field} must be a valid email address.`;
    case ValidationMessageKey.mobilePhone:
      return `${field} must be a mobile number of ${ValidationBounds.phoneNumber.min} to ${ValidationBounds.phoneNumber.max} digits.`;
    case ValidationMessageKey.cnic:
      return `${field} must be a CNIC of 13 digits written as #####-#######-#.`;
    case ValidationMessageKey.numeric:
      return `${field} must contain digits only.`;
    case ValidationMessageKey.alphanumeric:
      return params.allowed === undefined
        ? `${field} may only contain letters and numbers.`
        : `${field} may only contain letters, numbers and ${params.allowed}.`;
    case ValidationMessageKey.url:
      return `${field} must be a valid web address (http or https).`;
    case ValidationMessageKey.compare:
      return `${field} must match ${params.other ?? 'the other field'}.`;
    case ValidationMessageKey.range:
      if (params.min !== undefined && params.max !== undefined) {
        return `${field} must be between ${params.min} and ${params.max}.`;
      }
      if (params.min !== undefined) return `${field} must be at least ${params.min}.`;
      if (params.max !== undefined) return `${field} must be at most ${params.max}.`;
      return `${field} is out of range.`;
    case ValidationMessageKey.passwordLength:
      return `${field} must be between ${params.min ?? ValidationBounds.password.min} and ${params.max ?? ValidationBounds.password.max} characters.`;
    case ValidationMessageKey.characters:
      return `${field} contains characters that are not allowed.`;
    default:
      return key satisfies never;
  }
}

const acronyms: Record<string, string> = {
  cnic: 'CNIC',
  otp: 'OTP',
  id: 'ID',
  sos: 'SOS',
  url: 'URL',
};

/** 'confirmPassword' -> 'Confirm password', 'StudentCnic' -> 'Student CNIC', 'user_name' -> 'User name'. */
export function fieldLabel(name: string): string {
  const words = name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .map((word) => acronyms[word.toLowerCase()] ?? word.toLowerCase());
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

export function isValidationMessageKey(value: unknown): value is ValidationMessageKey {
  return typeof value === 'string' && Object.hasOwn(ValidationMessageKey, value);
}

export interface FieldError {
  /** Dotted path of the field, e.g. 'confirmPassword' or 'AcademicInformations.0.Board'. */
  readonly field: string;
  /** The catalogue key, or null for a structural problem zod reported in its own words. */
  readonly key: ValidationMessageKey | null;
  /** English sentence naming the field. */
  readonly message: string;
}

/** Turns a zod error from our schemas into one clear, field-named message per issue. */
export function fieldErrors(error: Pick<z.ZodError, 'issues'>): FieldError[] {
  return error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    const lastSegment = [...issue.path].reverse().find((segment) => typeof segment === 'string');
    const label = lastSegment === undefined ? 'This field' : fieldLabel(lastSegment);
    if (!isValidationMessageKey(issue.message)) {
      return { field, key: null, message: `${label}: ${issue.message}` };
    }
    const params: { min?: number; max?: number; other?: string; allowed?: string } = {};
    if (issue.code === 'too_small') params.min = Number(issue.minimum);
    if (issue.code === 'too_big') params.max = Number(issue.maximum);
    if (issue.code === 'custom' && issue.params) {
      const custom = issue.params as Record<string, unknown>;
      if (typeof custom.min === 'number') params.min = custom.min;
      if (typeof custom.max === 'number') params.max = custom.max;
      if (typeof custom.other === 'string') params.other = fieldLabel(custom.other);
      if (typeof custom.allowed === 'string') params.allowed = custom.allowed;
    }
    if (issue.message === ValidationMessageKey.passwordLength) {
      delete params.min;
      delete params.max;
    }
    return {
      field,
      key: issue.message,
      message: validationMessage(issue.message, { field: label, ...params }),
    };
  });
}

/** All field errors as one line, for a server's 400 Message or a log. */
export function validationSummary(error: z.ZodError): string {
  return fieldErrors(error)
    .map((fieldError) => fieldError.message)
    .join(' ');
}
