import {
  ApplicationMessages,
  applicationMessageText,
  type ApplicationMessageId,
} from '@portal/domain';
import { browserStorage, LocalStorageKey, readJson, writeJson } from '../../platform/storage';
import { createStore, useStore } from '../create-store';

/*
 * Application messages (spec 4): loaded at start, kept in local storage with their
 * MessagesUpdatedOn stamp, reloaded when the server's stamp differs.
 */

const storage = browserStorage('local');

export const messagesStore = createStore<ApplicationMessages | null>(
  readJson(storage, LocalStorageKey.applicationMessages, (value) => {
    const result = ApplicationMessages.safeParse(value);
    return result.success ? result.data : null;
  }),
);

export function saveMessages(messages: ApplicationMessages): void {
  messagesStore.setState(messages);
  writeJson(storage, LocalStorageKey.applicationMessages, messages);
}

/** The text of an application message, or 'Message not found' (spec 8). */
export function messageText(id: ApplicationMessageId): string {
  return applicationMessageText(messagesStore.getState(), id);
}

export function useMessageText(id: ApplicationMessageId): string {
  return useStore(messagesStore, (messages) => applicationMessageText(messages, id));
}
