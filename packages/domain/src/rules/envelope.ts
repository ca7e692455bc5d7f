import type { ApiEnvelope, ApiErrorEnvelope } from '../schemas/envelope';

/** A successful envelope (used by the server; the portal only reads them). */
export function okEnvelope<T>(data: T, message: string | null = null): ApiEnvelope<T> {
  return { Data: data, success: true, Message: message, error: null };
}

/** A failed envelope with a human message and, when known, the server exception name. */
export function errorEnvelope(message: string, exception: string | null = null): ApiErrorEnvelope {
  return { Data: null, success: false, Message: message, error: exception };
}
