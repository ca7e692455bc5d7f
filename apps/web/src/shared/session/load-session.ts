import { AuthTokens, SessionUser } from '@portal/domain';
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

/** The stored session, validated by the domain's schemas; a tampered or outdated entry is dropped. */
export function loadSession(storage: StorageLike | null): SessionState {
  const user = readJson(storage, LocalStorageKey.userInfo, parseWith(SessionUser));
  const tokens = readJson(storage, LocalStorageKey.authToken, parseWith(AuthTokens));
  return { user, tokens };
}
