/** The access/refresh token pair the server issues at login and on every refresh. */
export interface TokenPair {
  readonly accessToken: string;
  readonly refreshToken: string;
}

/**
 * Where the client reads and writes the session's tokens. The web app implements it over browser
 * storage (spec 4: the auth token goes to browser storage; its expiry is set 60 s after each
 * update), tests use {@link createMemoryTokenStore}.
 */
export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  setTokens(tokens: TokenPair): void;
  clear(): void;
}

/** A token store held in memory: for tests, and for any host without browser storage. */
export function createMemoryTokenStore(initial?: TokenPair): TokenStore {
  let tokens: TokenPair | null = initial ?? null;
  return {
    getAccessToken: () => tokens?.accessToken ?? null,
    getRefreshToken: () => tokens?.refreshToken ?? null,
    setTokens: (next) => {
      tokens = { accessToken: next.accessToken, refreshToken: next.refreshToken };
    },
    clear: () => {
      tokens = null;
    },
  };
}
