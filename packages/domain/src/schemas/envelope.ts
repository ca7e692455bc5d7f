import { z } from 'zod';
import { queryWholeNumber } from './validation';

/**
 * spec: responses wrap data in `{ Data, success, Message, error }`. `Message` is the human text the
 * portal may show; `error` carries a server exception name (see ServerException) or null.
 */
export const ApiEnvelope = <T extends z.ZodType>(dataSchema: T) =>
  z.object({
    Data: dataSchema,
    success: z.boolean(),
    Message: z.string().nullable(),
    error: z.string().nullable(),
  });
export interface ApiEnvelope<T> {
  Data: T;
  success: boolean;
  Message: string | null;
  error: string | null;
}

/** A failed call: no data, `success` false, a message and, when known, the exception name. */
export const ApiErrorEnvelope = z.object({
  Data: z.null(),
  success: z.literal(false),
  Message: z.string(),
  error: z.string().nullable(),
});
export type ApiErrorEnvelope = z.infer<typeof ApiErrorEnvelope>;

/** OAuth-style body of a failed login (spec: login errors use error_description and error). */
export const LoginErrorResponse = z.object({
  error: z.string(),
  error_description: z.string(),
});
export type LoginErrorResponse = z.infer<typeof LoginErrorResponse>;

/** Paged list requests (page sizes are "not shown": see DefaultPageSize). */
export const PageRequest = z.object({
  pageNumber: queryWholeNumber(1).default(1),
  pageSize: queryWholeNumber(1, 100).default(10),
});
export type PageRequest = z.infer<typeof PageRequest>;

/** Page size "not shown" in the spec: ours. Ten rows fill a typical list without scrolling far. */
export const DefaultPageSize = 10;
