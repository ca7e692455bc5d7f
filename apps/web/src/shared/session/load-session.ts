import { parseStoredAuthTokens, parseStoredSessionUser } from '@portal/domain';
import { LocalStorageKey, readJson, type StorageLike } from '../../platform/storage';
import type { SessionState } from './session-store';

/**
 * The stored session, validated as the domain's SessionUser and AuthTokens schemas would (their
 * zod-free twins: this runs before every route's first paint); a tampered or outdated entry is
 * dropped.
 */
export function loadSession(storage: StorageLike | null): SessionState {
  const user = readJson(storage, LocalStorageKey.userInfo, parseStoredSessionUser);
  const tokens = readJson(storage, LocalStorageKey.authToken, parseStoredAuthTokens);
  return { user, tokens };
}
