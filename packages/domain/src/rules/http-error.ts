/** spec: status texts by HTTP status (section 8 of both documents). */
export const HttpStatusText = {
  200: 'All done. Request successfully executed',
  201: 'Data successfully created',
  400: 'Bad Request',
  401: 'Need auth',
  404: 'Not found',
  503: 'Service Unavailable',
} as const satisfies Record<number, string>;

export const OTHER_STATUS_TEXT = 'Something went wrong. Please try later.';
export const CONNECTION_LOST_TEXT = 'Connection lost. Try again.';
/** spec: the cancel-all action cancels pending requests with this reason. */
export const CANCEL_ALL_REASON = 'req canceled by user';

/** The status text for a status; no status (no response) means the connection was lost. */
export function statusText(status: number | null | undefined): string {
  if (status === null || status === undefined) return CONNECTION_LOST_TEXT;
  return (HttpStatusText as Record<number, string>)[status] ?? OTHER_STATUS_TEXT;
}

/** The normalised error every caller sees. */
export interface ApiError {
  /** HTTP status, or null when no response arrived. */
  readonly status: number | null;
  readonly statusText: string;
  readonly message: string;
  /** Server exception name (envelope `error`, or OAuth `error` on login), or null. */
  readonly exception: string | null;
}

/** What a transport knows about a failure (axios-compatible by shape; no axios import here). */
export interface FailedCall {
  readonly response?: { readonly status: number; readonly data?: unknown } | null;
  readonly message?: string;
}

const stringField = (data: unknown, name: string): string | null => {
  if (typeof data !== 'object' || data === null) return null;
  const value = (data as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
};

/**
 * spec: other errors use the response description (envelope Message), else the status text, else the
 * error's message; the exception comes from the envelope's `error` field.
 */
export function normalizeError(failure: FailedCall): ApiError {
  const status = failure.response?.status ?? null;
  const text = statusText(status);
  const data = failure.response?.data;
  const description = stringField(data, 'Message') ?? stringField(data, 'description');
  return {
    status,
    statusText: text,
    message: description ?? (text || failure.message || OTHER_STATUS_TEXT),
    exception: stringField(data, 'error'),
  };
}

/** spec: login errors use error_description and error from the (OAuth) response. */
export function normalizeLoginError(failure: FailedCall): ApiError {
  const status = failure.response?.status ?? null;
  const text = statusText(status);
  const data = failure.response?.data;
  return {
    status,
    statusText: text,
    message: stringField(data, 'error_description') ?? stringField(data, 'Message') ?? text,
    exception: stringField(data, 'error'),
  };
}

/** spec: a 401 on an API call logs the user out (after the refresh-and-retry, where used). */
export function isUnauthorized(error: Pick<ApiError, 'status'>): boolean {
  return error.status === 401;
}
