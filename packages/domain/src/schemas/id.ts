import { z } from 'zod';
import { ValidationBounds, idField, queryWholeNumber } from './validation';

/** A database id on the wire (JSON bodies and responses): a whole number from 1 to 2^31 - 1 (int4). */
export const Id = idField();
export type Id = z.infer<typeof Id>;

/** An id sent as text in a query string or path, coerced to a number; same rule as `Id`. */
export const QueryId = queryWholeNumber(ValidationBounds.id.min, ValidationBounds.id.max);
