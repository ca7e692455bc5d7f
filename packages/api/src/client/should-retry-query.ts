import { isApiError } from './api-error';
import { isCancelledRequest } from './cancel-registry';

/** Retries the portal allows a failing query (TanStack Query's default is 3 for everything). */
const MAX_QUERY_RETRIES = 2;

/**
 * A `retry` function for the QueryClient's defaults: a cancelled request is never retried (the user
 * left the page), nor is a client error (4xx: asking again gives the same answer, and 401s are
 * already handled by the refresh-and-retry interceptor). Network failures and 5xx retry twice.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isCancelledRequest(error)) return false;
  if (isApiError(error) && error.status !== null && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_QUERY_RETRIES;
}
