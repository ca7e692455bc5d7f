import type { AxiosInstance, AxiosResponse, AxiosStatic, InternalAxiosRequestConfig } from 'axios';
import { AccountApiRoutes, normalizeError, type ApiRoute } from '@portal/domain';
import { ApiError, toApiError, type ErrorStyle } from './api-error';
import { CancelledRequestError, createCancelRegistry, reasonText } from './cancel-registry';
import { readEarlyResponse, requestUrl, type EarlyReads } from './early-reads';
import { unwrapEnvelope } from './envelope';
import type { TokenPair, TokenStore } from './token-store';

export interface ApiClientConfig {
  /** The API host plus base path, e.g. `https://portal.example/api/v6/`. */
  baseURL: string;
  /** The fixed application security header every request carries (spec 7). */
  securityHeader: { name: string; value: string };
  /** Where the bearer and refresh tokens live. */
  tokenStore: TokenStore;
  /** Called once when the session cannot be refreshed: the app resets its state and goes to login. */
  onLogout: () => void;
  /** Request timeout in milliseconds; none by default. */
  timeout?: number;
  /**
   * Responses the page requested before the app loaded (early-reads.ts): an authenticated GET
   * takes the one sent for its URL and current access token, once, instead of sending it again.
   */
  earlyReads?: EarlyReads;
}

export interface CallOptions {
  /** Values for `{Name}` placeholders in the route's path. */
  pathParams?: Record<string, string | number>;
  /** Query string values. */
  query?: Record<string, string | number | boolean | undefined>;
  /** Request body: sent as JSON, or form-encoded when `form` is set. */
  body?: unknown;
  /** Send the body as application/x-www-form-urlencoded. */
  form?: boolean;
  /** Extra headers for this call (e.g. `recaptcha-token`). */
  headers?: Record<string, string>;
  /** The caller's abort signal (TanStack Query passes one to every queryFn). */
  signal?: AbortSignal;
  /** How failures read: 'login' takes error_description and error (spec 8); default the envelope. */
  errorStyle?: ErrorStyle;
  /** 'blob' for a route that answers a file (a PDF), not the envelope: resolves to the Blob. */
  responseType?: 'blob';
}

export interface ApiClient {
  /** Calls one route of the wire table and resolves to the envelope's `Data`. */
  call<T>(route: ApiRoute, options?: CallOptions): Promise<T>;
  /** Refreshes the token pair; concurrent callers share one refresh (also used after a profile update). */
  refreshSession(): Promise<TokenPair>;
  /** Aborts every pending GET (spec 2/4: on navigation and page unload). */
  cancelAll(reason?: string): void;
  /** The token store this client reads (for calls that hand out a new access token). */
  readonly tokens: TokenStore;
  /** Number of GETs currently registered as cancellable. */
  readonly pendingCancellable: number;
  /**
   * The underlying axios instance (interceptors installed), loaded on first use; for diagnostics
   * and tests, not for new calls.
   */
  loadAxios(): Promise<AxiosInstance>;
}

/** What the interceptors need to know about a request; carried on its axios config. */
interface PortalRequestMeta {
  auth: boolean;
  /** The access token the request was sent with, to tell a stale 401 from a fresh one. */
  sentAccessToken: string | null;
  /** A request retried after a refresh never triggers another refresh. */
  retried: boolean;
  errorStyle: ErrorStyle;
}

type PortalConfig = InternalAxiosRequestConfig & { portal?: PortalRequestMeta };

/** Fills `{Name}` placeholders; a missing value is a programming error, not a request to send. */
export function buildPath(path: string, pathParams: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = pathParams[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const { tokenStore, onLogout, securityHeader } = config;
  const cancellable = createCancelRegistry();
  let refreshInFlight: Promise<TokenPair> | null = null;

  /*
   * axios loads with the first call, not with the page: the login form paints without it (issue
   * #10's budget) and it is in the cache by the time the user submits. A failed chunk load fails
   * that call only; the next call tries again.
   */
  let instanceLoad: Promise<AxiosInstance> | undefined;
  function loadAxios(): Promise<AxiosInstance> {
    instanceLoad ??= import('axios').then(
      ({ default: axios }) => createInstance(axios),
      (error: unknown) => {
        instanceLoad = undefined;
        throw error;
      },
    );
    return instanceLoad;
  }

  function createInstance(axios: AxiosStatic): AxiosInstance {
    const instance = axios.create({ baseURL: config.baseURL, timeout: config.timeout ?? 0 });

    instance.interceptors.request.use((request: PortalConfig) => {
      request.headers.set(securityHeader.name, securityHeader.value);
      const meta = request.portal;
      if (meta?.auth) {
        const token = tokenStore.getAccessToken();
        meta.sentAccessToken = token;
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      }
      return request;
    });

    instance.interceptors.response.use(
      (response: AxiosResponse) => {
        // A file route's success is the file itself; its failures are still envelopes (read below).
        if (response.config.responseType === 'blob' && response.status >= 200 && response.status < 300) return response;
        const style = (response.config as PortalConfig).portal?.errorStyle ?? 'envelope';
        const outcome = unwrapEnvelope(response.status, response.data, style);
        if ('error' in outcome) throw outcome.error;
        response.data = outcome.data;
        return response;
      },
      async (error: unknown) => {
        if (axios.isCancel(error)) {
          const signal = (error as { config?: PortalConfig }).config?.signal as AbortSignal | undefined;
          throw new CancelledRequestError(reasonText(signal?.reason));
        }
        if (!axios.isAxiosError(error)) throw toApiError(error);
        const request = error.config as PortalConfig | undefined;
        const meta = request?.portal;
        if (error.response?.status !== 401 || !request || !meta?.auth || meta.retried) throw toApiError(error, meta?.errorStyle);

        // spec 7: a first 401 triggers one token refresh and one retry with the new access_token.
        const signal = request.signal as AbortSignal | undefined;
        const current = tokenStore.getAccessToken();
        if (!(current && current !== meta.sentAccessToken)) {
          // The token this request used is still the stored one: refresh it (shared with concurrent 401s).
          // A GET cancelled meanwhile stops waiting at once; the refresh itself carries on.
          try {
            await untilSettledOrAborted(refreshSession(), signal);
          } catch (refreshError) {
            // A refused refresh ended the session: every waiting request fails with its own 401
            // ('Need auth'). A transient refresh failure (network, 5xx) is reported as itself.
            if (refreshError instanceof ApiError && sessionRefused(refreshError)) throw toApiError(error, meta.errorStyle);
            throw refreshError;
          }
        }
        // else: another request already refreshed while this one was in flight; just retry.
        if (signal?.aborted) throw new CancelledRequestError(reasonText(signal.reason));
        const retry: PortalConfig = { ...request, portal: { ...meta, retried: true } };
        return instance.request(retry);
      },
    );
    return instance;
  }

  function refreshSession(): Promise<TokenPair> {
    refreshInFlight ??= runRefresh().finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  async function runRefresh(): Promise<TokenPair> {
    const accessToken = tokenStore.getAccessToken();
    const refreshToken = tokenStore.getRefreshToken();
    if (!refreshToken) {
      // Nothing to refresh with. A request that carried a token was logged in: end that session.
      const error = new ApiError(normalizeError({ response: { status: 401 } }));
      if (accessToken) endSession();
      throw error;
    }
    try {
      const response = await call<{ access_token: string; refresh_token: string }>(AccountApiRoutes.refreshToken, {
        body: { AccessToken: accessToken, RefreshToken: refreshToken },
      });
      const pair: TokenPair = { accessToken: response.access_token, refreshToken: response.refresh_token };
      tokenStore.setTokens(pair);
      return pair;
    } catch (error) {
      // spec 7: a 400 on the refresh call logs the user out; a 401 there means the same.
      // Other failures (network, 5xx) are transient: the waiting requests fail, the session stays.
      if (error instanceof ApiError && sessionRefused(error)) endSession();
      throw error;
    }
  }

  function endSession() {
    tokenStore.clear();
    onLogout();
  }

  async function call<T>(route: ApiRoute, options: CallOptions = {}): Promise<T> {
    const url = buildPath(route.path, options.pathParams);
    // spec 7: GET requests are cancellable; mutations are never cut off half-way.
    const registration = route.method === 'GET' ? cancellable.register(options.signal) : null;
    const headers: Record<string, string> = { ...options.headers };
    let data = options.body;
    if (options.form && options.body !== undefined) {
      data = new URLSearchParams(formEntries(options.body));
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
    }
    const request = {
      url,
      method: route.method,
      params: options.query,
      data,
      headers,
      signal: registration?.signal ?? options.signal,
      ...(options.responseType ? { responseType: options.responseType } : {}),
      portal: { auth: route.auth, sentAccessToken: null, retried: false, errorStyle: options.errorStyle ?? 'envelope' } satisfies PortalRequestMeta,
    };
    try {
      const early = takeEarlyRead(route, options);
      if (early) {
        const outcome = await untilSettledOrAborted(readEarlyResponse(early, options.errorStyle ?? 'envelope'), request.signal);
        if (outcome && 'error' in outcome) throw outcome.error;
        if (outcome) return outcome.data as T;
      }
      const instance = await loadAxios();
      const response = await instance.request<T>(request);
      return response.data;
    } catch (error) {
      if (error instanceof CancelledRequestError || error instanceof ApiError) throw error;
      throw toApiError(error, options.errorStyle);
    } finally {
      registration?.release();
    }
  }

  /** The early read for this call, if the page sent one with the current access token (a plain authenticated GET only). */
  function takeEarlyRead(route: ApiRoute, options: CallOptions) {
    const accessToken = tokenStore.getAccessToken();
    if (!config.earlyReads || route.method !== 'GET' || !route.auth || options.responseType || options.headers || !accessToken) return undefined;
    return config.earlyReads.take(requestUrl(config.baseURL, buildPath(route.path, options.pathParams), options.query), accessToken);
  }

  return {
    call,
    refreshSession,
    cancelAll: (reason) => cancellable.cancelAll(reason),
    tokens: tokenStore,
    get pendingCancellable() {
      return cancellable.size;
    },
    loadAxios,
  };
}

function formEntries(body: unknown): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (value !== undefined && value !== null) entries[key] = String(value);
  }
  return entries;
}

/** spec 7: a 400 on the refresh call logs the user out; we read a 401 there the same way. */
function sessionRefused(error: ApiError): boolean {
  return error.status === 400 || error.status === 401;
}

/** Resolves as `promise` does, or rejects as cancelled as soon as `signal` aborts. */
function untilSettledOrAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(new CancelledRequestError(reasonText(signal.reason)));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new CancelledRequestError(reasonText(signal.reason)));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
