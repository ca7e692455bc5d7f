import { fromFailure, type ApiError, type ErrorStyle } from './api-error';

/** True when a body has the envelope's shape `{ Data, success, Message, error }` (spec 7). */
function isEnvelope(body: unknown): body is { Data: unknown; success: boolean } {
  return typeof body === 'object' && body !== null && 'Data' in body && typeof (body as { success?: unknown }).success === 'boolean';
}

/**
 * What a response body resolves to: the envelope's `Data`, or the body itself when it is not an
 * envelope (defensive: a plain OAuth-style token body). A `success: false` envelope is a failure
 * even with a 2xx status, returned as the ApiError to reject with.
 */
export function unwrapEnvelope(status: number, body: unknown, style: ErrorStyle): { data: unknown } | { error: ApiError } {
  if (!isEnvelope(body)) return { data: body };
  if (!body.success) return { error: fromFailure({ response: { status, data: body } }, style) };
  return { data: body.Data };
}
