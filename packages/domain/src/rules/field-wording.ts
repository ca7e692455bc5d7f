import type { z } from 'zod';
import { ValidationMessageKey } from '../enums/validation-message-key';
import { fieldErrors, fieldLabel, type FieldError } from './validation-message';

/**
 * A form's own words for its fields (issue 11, item 9: messages name fields as their labels do,
 * "Enter your time zone" rather than "Time zone ID is required"). A module of its own, so the
 * forms that do not use it (login) do not load it.
 */
export interface FieldWording {
  /** Field name -> its label on the form, e.g. timeZoneId -> 'Time zone'. */
  readonly labels?: Readonly<Record<string, string>>;
  /** Field name -> the sentence shown when it is left empty, e.g. 'Enter your time zone.'. */
  readonly required?: Readonly<Record<string, string>>;
}

const lastName = (field: string): string => field.split('.').filter((part) => !/^\d+$/.test(part)).at(-1) ?? field;

/**
 * `fieldErrors` in the form's words: an empty field gets its sentence, and every other message
 * names the field by its label (each message of `validationMessage` begins with the field's name).
 */
export function wordedFieldErrors(error: z.ZodError, wording: FieldWording): FieldError[] {
  return fieldErrors(error).map((fieldError) => {
    const name = lastName(fieldError.field);
    const sentence = wording.required?.[name];
    if (fieldError.key === ValidationMessageKey.required && sentence !== undefined) {
      return { ...fieldError, message: sentence };
    }
    const label = wording.labels?.[name];
    const generated = fieldLabel(name);
    if (label === undefined || !fieldError.message.startsWith(generated)) return fieldError;
    return { ...fieldError, message: label + fieldError.message.slice(generated.length) };
  });
}
