import { ApplicationMessagesMini, type ApplicationMessages } from '@portal/domain';
import { LocalStorageKey, readJson, type StorageLike } from '../../platform/storage';

/**
 * The stored application messages, validated by the domain's schema (its zod/mini twin: this runs
 * before every route's first paint); anything else is dropped.
 */
export function loadMessages(storage: StorageLike | null): ApplicationMessages | null {
  return readJson(storage, LocalStorageKey.applicationMessages, (value) => {
    const result = ApplicationMessagesMini.safeParse(value);
    return result.success ? result.data : null;
  });
}
