import { ApiError } from './api-error';
import { normalizeErrorLocal as normalizeError } from './normalize-error-local';

/** True when a body has the envelope's shape `{ Data, success, Message, error }` (spec 7). */
function isEnvelope(body: unknown): body is { Data: unknown; success: boolean } {
  return typeof body === 'object' && body !== null && 'Data' in body && typeof (body as { success?: unknown }).success === 'boolean';
}

/**
 * Resolves a response body to what the call returns: the envelope's `Data`, or the body itself for
 * the few OAuth-style responses (token endpoints) that are not wrapped. A `success: false` envelope
 * is a failure even with a 2xx status.
 */
export function unwrapEnvelope(status: number, body: unknown): unknown {
  if (!isEnvelope(body)) return body;
  if (!body.success) throw new ApiError(normalizeError({ status, body, fallbackMessage: 'Request failed' }));
  return body.Data;
}
