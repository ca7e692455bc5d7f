/**
 * The wire contract between packages/api and apps/server: one entry per server call, with its
 * method, its path relative to the API base URL (`/api/v6/` by default) and whether it needs the
 * bearer token. The server's `defineRoute` and the client's call functions both read these
 * entries, so method, path and "needs the token" have one source of truth.
 *
 * The spec names some paths exactly (oauthService/token, token/refresh,
 * CandidateAccountService/SignUp, AccountService/GetAppInfo, ContactService/PostMessage,
 * CandidateEBookService/GetMyEBooks, CandidateProgramService/GetMyPrograms); the rest are "not
 * shown" and follow the same Service/Operation naming. `{CandidateSOSId}` in a path is a path
 * parameter (spec: candidate service paths start with api/v6/Candidate/{CandidateSOSId}/).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRoute {
  /** HTTP method. */
  readonly method: HttpMethod;
  /** Path relative to the API base URL, without a leading slash. */
  readonly path: string;
  /** Whether the call carries the bearer token (the server answers 401 without it). */
  readonly auth: boolean;
}

/** One entry; the literal types are kept, so `auth: true` routes are told apart by type too. */
export const route = <M extends HttpMethod, P extends string, A extends boolean>(
  method: M,
  path: P,
  auth: A,
): ApiRoute & { readonly method: M; readonly path: P; readonly auth: A } => ({
  method,
  path,
  auth,
});
