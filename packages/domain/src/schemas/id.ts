import { z } from 'zod';
import { ValidationMessageKey } from '../enums/validation-message-key';
import { idField, keyed } from './validation';

/** A database id on the wire (JSON bodies and responses): a whole number, 1 or more. */
export const Id = idField();
export type Id = z.infer<typeof Id>;

/** An id sent as text in a query string or path, coerced to a number; same rule as `Id`. */
export const QueryId = z.coerce
  .number({ error: keyed(ValidationMessageKey.numeric) })
  .int({ error: keyed(ValidationMessageKey.numeric) })
  .positive({ error: keyed(ValidationMessageKey.range) });
