import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  allMessagesQueryOptions,
  isCancelledRequest,
  loggedInUserInfoQueryOptions,
} from '@portal/api';
import { AlertType, shouldReloadMessages } from '@portal/domain';
import { browserStorage, LocalStorageKey, writeJson } from '../platform/storage';
import { config } from '../shared/config';
import { messagesStore, saveMessages } from '../shared/messages/messages-store';
import { useStore } from '../shared/create-store';
import { apiClient, feedback, session } from '../shared/services';

/**
 * spec 2/4: the message initialiser loads the application messages at start, and reloads them when
 * the MessagesUpdatedOn the server reports with the user info differs from the stored stamp. For a
 * logged-in user it also refreshes the stored user info (confirmations, forced password change).
 */
/**
 * These queries live for the whole visit, so a navigation that cancels them (guard 2) must not
 * leave them failed: a cancelled attempt is retried.
 */
const retryCancelled = (failureCount: number, error: unknown) =>
  isCancelledRequest(error) ? failureCount < 5 : failureCount < 1;

export function MessageInitialiser() {
  const stored = useStore(messagesStore, (messages) => messages);
  const hasToken = useStore(session.store, (state) => state.tokens !== null);

  const userInfo = useQuery({
    ...loggedInUserInfoQueryOptions(apiClient, config.appVersionCode),
    enabled: hasToken,
    staleTime: Infinity,
    retry: retryCancelled,
  });

  const serverStamp = userInfo.data?.ApplicationMessagesUpdatedOn ?? null;
  const needsLoad =
    stored === null ||
    (serverStamp !== null && shouldReloadMessages(stored.MessagesUpdatedOn, serverStamp));

  const messages = useQuery({
    ...allMessagesQueryOptions(apiClient, serverStamp),
    enabled: needsLoad,
    retry: retryCancelled,
  });

  useEffect(() => {
    if (messages.data) saveMessages(messages.data);
  }, [messages.data]);

  useEffect(() => {
    if (!userInfo.data) return;
    session.refreshUser(userInfo.data);
    // spec 4 (Persistence): app info goes to browser storage.
    const appInfo = userInfo.data.AppInfo;
    writeJson(browserStorage('local'), LocalStorageKey.appInfo, appInfo);
    // A build older than the latest the server requires asks for a reload (the new build is served
    // at the same URLs); one that is merely older is left alone.
    if (appInfo.ForceUpdateApp && appInfo.LatestAppCode > config.appVersionCode) {
      feedback.alert(
        AlertType.warning,
        'A new version of the portal is available. Reload the page to update.',
        {
          title: 'Update required',
        },
      );
    }
  }, [userInfo.data]);

  return null;
}
