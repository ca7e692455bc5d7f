import type { QueryClient } from '@tanstack/react-query';
import {
  notificationKeys,
  savePushToken,
  settingsQueryOptions,
  type ApiClient,
} from '@portal/api';
import { AlertType } from '@portal/domain';
import { startPushListener, type PushHandlers } from '../../platform/push';
import { config } from '../config';
import { apiClient, feedback, queryClient } from '../services';

export interface PushHandlerDependencies {
  /** Where the token goes (our server's save-push-token call). */
  client: ApiClient;
  /** Shows a foreground message. */
  toast: (title: string, body: string) => void;
  /** Refreshes the notification lists and the unread count. */
  queryClient: Pick<QueryClient, 'invalidateQueries'>;
  log?: Pick<Console, 'info' | 'warn'>;
}

/**
 * What guard 7 does with a token and with messages (spec 4, Push):
 * - the token is saved on our server (POST SavePushToken { Token });
 * - topic "all": Firebase's web SDK has no topic call (only the Admin SDK, on a server, can
 *   subscribe a token; the old browser-side Instance ID endpoint needed the server key and is shut
 *   down), so the subscription happens where the token is saved: our server subscribes the token
 *   when it saves it (FCM Admin SDK when configured; see apps/server README, "Push"). The portal
 *   only logs that step.
 * - a foreground message shows as an info toast and refreshes the notification lists and count.
 */
export function pushHandlers(dependencies: PushHandlerDependencies): PushHandlers {
  const log = dependencies.log ?? console;
  return {
    saveToken: (token) => savePushToken(dependencies.client, token),
    subscribeToTopic: async (_token, topic) => {
      log.info(
        `[push] topic "${topic}": a browser cannot join it; the server subscribes the saved token`,
      );
    },
    onMessage: (message) => {
      dependencies.toast(message.title, message.body);
      // A push usually means a new notification: refresh the counts and lists.
      void dependencies.queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
    log,
  };
}

/** Issue 11: push is on unless the student turned it off in settings (unreadable settings: on). */
async function pushWanted(): Promise<boolean> {
  try {
    return (await queryClient.fetchQuery(settingsQueryOptions(apiClient))).PushNotifications;
  } catch {
    return true;
  }
}

/**
 * Guard 7: registers for push (only with a Firebase config, a browser that supports push, and push
 * not turned off in the student's settings).
 */
export async function startPush(): Promise<void> {
  if (config.firebase && !(await pushWanted())) return;
  return startPushListener(
    config.firebase,
    pushHandlers({
      client: apiClient,
      queryClient,
      toast: (title, body) => feedback.toast(AlertType.info, body, { title }),
    }),
  );
}
