// The public surface of @portal/api: the client factory, its error and cancellation helpers, one
// typed function per server call, and TanStack Query keys and options for each.
export { createApiClient, buildPath } from './client/api-client';
export type { ApiClient, ApiClientConfig, CallOptions } from './client/api-client';
export { requestUrl } from './client/early-reads';
export type { EarlyReads, EarlyResponse } from './client/early-reads';
export { ApiError, isApiError, toApiError } from './client/api-error';
export type { ErrorStyle } from './client/api-error';
export { CancelledRequestError, isCancelledRequest } from './client/cancel-registry';
export { createMemoryTokenStore } from './client/token-store';
export type { TokenPair, TokenStore } from './client/token-store';
export { uploadFile } from './client/upload-file';
export type { UploadFileOptions } from './client/upload-file';
export { shouldRetryQuery } from './client/should-retry-query';
export { clientCalls, clientCallsByArea, wireRoutes } from './client-calls';
export type { ClientCallName, WireRouteName } from './client-calls';
// One folder per area, named as the domain's route tables (ApiRoutesByArea).
export * from './services/account';
export * from './services/reference';
export * from './services/contact';
export * from './services/dashboard';
export * from './services/notifications';
export * from './services/profile';
export * from './services/files';
export * from './services/courses';
export * from './services/notes';
export * from './services/ebooks';
export * from './services/imaging';
export * from './services/ratings';
export * from './services/settings';
export * from './services/tests';
export * from './services/live';
export * from './services/assignments';
export * from './services/search';
export * from './services/feedback';
export * from './services/stats';
export * from './services/commerce';
