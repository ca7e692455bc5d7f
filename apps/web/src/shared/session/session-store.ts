import {
  acceptLogin,
  isValidUser,
  mergeUserInfo,
  toAuthTokens,
  type AuthTokens,
  type LoggedInUserInfo,
  type LoginOutcome,
  type LoginResponse,
  type SessionUser,
} from '@portal/domain';
import type { TokenPair, TokenStore } from '@portal/api';
import {
  browserStorage,
  LocalStorageKey,
  removeKey,
  writeJson,
  type StorageLike,
} from '../../platform/storage';
import { createStore, useStore } from '../create-store';

/*
 * The session: user info and tokens (spec 4, Session). Persisted to local storage so a reload keeps
 * the user logged in; the api client reads and writes the tokens through `tokenStore`.
 *
 * The stored session is validated with the domain's zod schemas. zod is big, so that check lives in
 * its own chunk (./load-session) loaded by `hydrate()`, which the route guards await before their
 * first decision: the entry chunk stays small and the check runs in parallel with the page chunk.
 */

export interface SessionState {
  readonly user: SessionUser | null;
  readonly tokens: AuthTokens | null;
}

const emptySession: SessionState = { user: null, tokens: null };

export function createSession(
  storage: StorageLike | null = browserStorage('local'),
  now: () => Date = () => new Date(),
) {
  const store = createStore<SessionState>(emptySession);
  let hydrated: Promise<void> | null = null;

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
    /** Loads and validates the stored session once; later calls share the first load. */
    hydrate(): Promise<void> {
      hydrated ??= import('./load-session').then(({ loadSession }) => {
        // A sign-in that happened meanwhile wins over what was stored before it.
        if (store.getState() === emptySession) store.setState(loadSession(storage));
      });
      return hydrated;
    },
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
