import type { AxiosError } from 'axios';
import { normalizeError, normalizeLoginError, type FailedCall } from '@portal/domain';
// Type-only and namespaced: `domain.ApiError` is the normalised shape this class carries, under
// the one name both packages use (the class below cannot share a scope with an imported ApiError).
import type * as domain from '@portal/domain';

/**
 * The one error every failed call rejects with: the domain's `ApiError` (spec 7/8: status,
 * statusText, message, exception) as an Error, so it carries a stack and works with `instanceof`.
 */
export class ApiError extends Error implements domain.ApiError {
  override readonly name = 'ApiError';
  /** HTTP status, or null when no response arrived (then statusText is 'Connection lost. Try again.'). */
  readonly status: number | null;
  readonly statusText: string;
  readonly exception: string | null;

  constructor(shape: domain.ApiError) {
    super(shape.message);
    this.status = shape.status;
    this.statusText = shape.statusText;
    this.exception = shape.exception;
  }

  /** A plain copy, for logging and for state holders that must stay serialisable. */
  toJSON(): domain.ApiError {
    return { status: this.status, statusText: this.statusText, message: this.message, exception: this.exception };
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Which of the domain's rules reads the failure: the login (OAuth) one or the general one. */
export type ErrorStyle = 'envelope' | 'login';

/** A failure as the domain's normalisers read it: an axios error, or any thrown value. */
function failedCall(error: unknown): FailedCall {
  if (isAxiosError(error)) {
    const response = error.response ? { status: error.response.status, data: error.response.data } : null;
    return { response, message: error.message };
  }
  return { response: null, message: error instanceof Error ? error.message : String(error) };
}

/**
 * axios's own `isAxiosError` test, written out so this module (imported by every page that reads
 * an error) does not load axios: the transport loads it on the first call (api-client.ts).
 */
function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** Turns whatever a call threw (axios error, failed envelope, bug) into an ApiError. */
export function toApiError(error: unknown, style: ErrorStyle = 'envelope'): ApiError {
  if (error instanceof ApiError) return error;
  return fromFailure(failedCall(error), style);
}

/** An ApiError for a response the transport received (e.g. a `success: false` envelope). */
export function fromFailure(failure: FailedCall, style: ErrorStyle = 'envelope'): ApiError {
  return new ApiError(style === 'login' ? normalizeLoginError(failure) : normalizeError(failure));
}
