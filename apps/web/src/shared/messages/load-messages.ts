import { parseStoredApplicationMessages, type ApplicationMessages } from '@portal/domain';
import { LocalStorageKey, readJson, type StorageLike } from '../../platform/storage';

/**
 * The stored application messages, validated as the domain's ApplicationMessages schema would (its
 * zod-free twin: this runs before every route's first paint); anything else is dropped.
 */
export function loadMessages(storage: StorageLike | null): ApplicationMessages | null {
  return readJson(storage, LocalStorageKey.applicationMessages, parseStoredApplicationMessages);
}
