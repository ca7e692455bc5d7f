import { useCallback } from 'react';
import { loggedInUserInfoQueryOptions } from '@portal/api';
import { config } from '../../../shared/config';
import { apiClient, queryClient, session } from '../../../shared/services';

/**
 * After a profile change the header (name, picture) and IsProfileCompleted come from the server:
 * the mutations invalidate the user info; this reads the refreshed info into the session at once
 * instead of waiting for the message initialiser's effect.
 */
export function useRefreshSessionUser(): () => Promise<void> {
  return useCallback(async () => {
    const info = await queryClient.ensureQueryData(
      loggedInUserInfoQueryOptions(apiClient, config.appVersionCode),
    );
    session.refreshUser(info);
  }, []);
}
