import type { ApiRoute } from '@portal/domain';

/** Every API path lives under this prefix (the portal's API base URL). */
export const apiPrefix = '/api/v6';

/** The server path of a route-table entry. */
export const apiUrl = (route: ApiRoute) => `${apiPrefix}/${route.path.replace(/\{(\w+)\}/g, ':$1')}`;

/** OpenAPI security requirement for routes that need the bearer token. */
export const bearerSecurity = [{ bearerAuth: [] }];
