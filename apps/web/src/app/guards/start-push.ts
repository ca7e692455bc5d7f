import { AlertType } from '@portal/domain';
import { startPushListener } from '../../platform/push';
import { config } from '../../shared/config';
import { feedback, queryClient } from '../../shared/services';

/**
 * Guard 7: registers for push and shows foreground messages as info toasts.
 * The save-push-token call (notifications API) is not in @portal/api yet: until it lands the token
 * is only logged. No current build carries a Firebase config, so this path does not run today.
 */
export function startPush(): Promise<void> {
  return startPushListener(config.firebase, {
    saveToken: async (token) =>
      console.info('[push] registration token ready (save-push-token call pending)', token.length),
    onMessage: (message) => {
      feedback.toast(AlertType.info, message.body, { title: message.title });
      // A push usually means a new notification: refresh the counts and lists.
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}
