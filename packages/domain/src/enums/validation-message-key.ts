/**
 * spec: a catalogue of validation message keys exists for required, max length, min length, email,
 * mobile phone, CNIC, numeric, alphanumeric, URL, compare, range, password length limit. The keys
 * are the messages of our zod issues; `validationMessage(key, params)` gives the English wording.
 */
export const ValidationMessageKey = {
  required: 'required',
  maxLength: 'maxLength',
  minLength: 'minLength',
  email: 'email',
  mobilePhone: 'mobilePhone',
  cnic: 'cnic',
  numeric: 'numeric',
  alphanumeric: 'alphanumeric',
  url: 'url',
  compare: 'compare',
  range: 'range',
  passwordLength: 'passwordLength',
  /** Ours: NUL or broken Unicode (an unpaired surrogate) in a text field. */
  characters: 'characters',
} as const;
export type ValidationMessageKey = (typeof ValidationMessageKey)[keyof typeof ValidationMessageKey];
