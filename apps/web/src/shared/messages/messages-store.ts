import {
  applicationMessageText,
  type ApplicationMessageId,
  type ApplicationMessages,
} from '@portal/domain';
import { browserStorage, LocalStorageKey, writeJson } from '../../platform/storage';
import { createStore, useStore } from '../create-store';

/*
 * Application messages (spec 4): loaded at start, kept in local storage with their
 * MessagesUpdatedOn stamp, reloaded when the server's stamp differs.
 */

const storage = browserStorage('local');

export const messagesStore = createStore<ApplicationMessages | null>(null);

let hydrated: Promise<void> | null = null;

/** Loads and validates the stored messages once (zod stays out of the entry chunk, as for the session). */
export function hydrateMessages(): Promise<void> {
  hydrated ??= import('./load-messages').then(({ loadMessages }) => {
    if (messagesStore.getState() === null) messagesStore.setState(loadMessages(storage));
  });
  return hydrated;
}

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
