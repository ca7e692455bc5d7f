import { AuthTokensMini, SessionUserMini } from '@portal/domain';
import { LocalStorageKey, readJson, type StorageLike } from '../../platform/storage';
import type { SessionState } from './session-store';

function parseWith<T>(schema: {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}) {
  return (value: unknown): T | null => {
    const result = schema.safeParse(value);
    return result.success ? result.data : null;
  };
}

/**
 * The stored session, validated by the domain's schemas (their zod/mini twins: this runs before
 * every route's first paint); a tampered or outdated entry is dropped.
 */
export function loadSession(storage: StorageLike | null): SessionState {
  const user = readJson(storage, LocalStorageKey.userInfo, parseWith(SessionUserMini));
  const tokens = readJson(storage, LocalStorageKey.authToken, parseWith(AuthTokensMini));
  return { user, tokens };
}
