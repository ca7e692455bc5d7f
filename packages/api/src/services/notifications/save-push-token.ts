import { mutationOptions } from '@tanstack/react-query';
import { NotificationsApiRoutes } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { notificationKeys } from './notification-keys';

/** spec 4/7: POST the push token (Token) the messaging provider issued. */
export function savePushToken(client: ApiClient, token: string): Promise<unknown> {
  return client.call<unknown>(NotificationsApiRoutes.savePushToken, { body: { Token: token } });
}

export const savePushTokenMutationOptions = (client: ApiClient) =>
  mutationOptions({
    mutationKey: notificationKeys.savePushToken(),
    mutationFn: (token: string) => savePushToken(client, token),
  });
