import axios from 'axios';
// TEMPORARY: replaced by the domain's normalisation once it lands in @portal/domain.
import { normalizeErrorLocal as normalizeError } from './normalize-error-local';

/** The one error shape every failed call rejects with (spec 7: status, message, exception). */
export interface ApiErrorShape {
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  /** The spec's text for the status (section 8), e.g. 'Need auth'. */
  readonly statusText: string;
  /** What to show: the response's description/Message, else the status text. */
  readonly message: string;
  /** The server's exception name (the envelope's `error`), when it sent one. */
  readonly exception: string | null;
}

export class ApiError extends Error implements ApiErrorShape {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly statusText: string;
  readonly exception: string | null;

  constructor(shape: ApiErrorShape) {
    super(shape.message);
    this.status = shape.status;
    this.statusText = shape.statusText;
    this.exception = shape.exception;
  }

  /** A plain copy, for logging and for state holders that must stay serialisable. */
  toJSON(): ApiErrorShape {
    return { status: this.status, statusText: this.statusText, message: this.message, exception: this.exception };
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Turns whatever a call threw (axios error, envelope with success false, bug) into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isAxiosError(error)) {
    const response = error.response;
    return new ApiError(
      normalizeError({
        status: response?.status ?? null,
        body: response?.data,
        fallbackMessage: error.message,
      }),
    );
  }
  return new ApiError(
    normalizeError({
      status: null,
      body: undefined,
      fallbackMessage: error instanceof Error ? error.message : String(error),
    }),
  );
}
