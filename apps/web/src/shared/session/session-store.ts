import {
  acceptLogin,
  AuthTokens,
  isValidUser,
  mergeUserInfo,
  SessionUser,
  toAuthTokens,
  type LoggedInUserInfo,
  type LoginOutcome,
  type LoginResponse,
} from '@portal/domain';
import type { TokenPair, TokenStore } from '@portal/api';
import {
  browserStorage,
  LocalStorageKey,
  readJson,
  removeKey,
  writeJson,
  type StorageLike,
} from '../../platform/storage';
import { createStore, useStore } from '../create-store';

/*
 * The session: user info and tokens (spec 4, Session). Persisted to local storage so a reload keeps
 * the user logged in; the api client reads and writes the tokens through `tokenStore`.
 */

export interface SessionState {
  readonly user: SessionUser | null;
  readonly tokens: AuthTokens | null;
}

const emptySession: SessionState = { user: null, tokens: null };

function parseWith<T>(schema: {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}) {
  return (value: unknown): T | null => {
    const result = schema.safeParse(value);
    return result.success ? result.data : null;
  };
}

export function loadSession(storage: StorageLike | null): SessionState {
  const user = readJson(storage, LocalStorageKey.userInfo, parseWith(SessionUser));
  const tokens = readJson(storage, LocalStorageKey.authToken, parseWith(AuthTokens));
  return { user, tokens };
}

export function createSession(
  storage: StorageLike | null = browserStorage('local'),
  now: () => Date = () => new Date(),
) {
  const store = createStore<SessionState>(loadSession(storage));

  function persist(state: SessionState) {
    if (state.user) writeJson(storage, LocalStorageKey.userInfo, state.user);
    else removeKey(storage, LocalStorageKey.userInfo);
    if (state.tokens) writeJson(storage, LocalStorageKey.authToken, state.tokens);
    else removeKey(storage, LocalStorageKey.authToken);
  }

  function update(next: (previous: SessionState) => SessionState) {
    store.setState(next);
    persist(store.getState());
  }

  /** The api client's view of the tokens (spec 4: expiry is 60 s after each token update). */
  const tokenStore: TokenStore = {
    getAccessToken: () => store.getState().tokens?.token ?? null,
    getRefreshToken: () => store.getState().tokens?.refresh_token ?? null,
    setTokens: (pair: TokenPair) =>
      update((previous) => ({
        ...previous,
        tokens: toAuthTokens(pair.accessToken, pair.refreshToken, now()),
      })),
    clear: () => update((previous) => ({ ...previous, tokens: null })),
  };

  return {
    store,
    tokenStore,
    /** spec 4: a successful login stores the user info and tokens; a non-candidate is refused. */
    signIn(response: LoginResponse): LoginOutcome {
      const outcome = acceptLogin(response, now());
      if (outcome.ok) update(() => ({ user: outcome.user, tokens: outcome.tokens }));
      return outcome;
    },
    /** Refreshes the stored user from get-logged-in-user-info. */
    refreshUser(info: LoggedInUserInfo) {
      update((previous) =>
        previous.user ? { ...previous, user: mergeUserInfo(previous.user, info) } : previous,
      );
    },
    updateUser(patch: Partial<SessionUser>) {
      update((previous) =>
        previous.user ? { ...previous, user: { ...previous.user, ...patch } } : previous,
      );
    },
    /** Replaces only the access token (OTP verification, email verification). */
    updateAccessToken(accessToken: string) {
      update((previous) =>
        previous.tokens
          ? { ...previous, tokens: toAuthTokens(accessToken, previous.tokens.refresh_token, now()) }
          : previous,
      );
    },
    reset() {
      update(() => emptySession);
    },
    isValidUser(): boolean {
      const { user, tokens } = store.getState();
      return isValidUser(user, tokens?.token ?? null);
    },
  };
}

export type Session = ReturnType<typeof createSession>;

export function useSessionUser(session: Session): SessionUser | null {
  return useStore(session.store, (state) => state.user);
}
