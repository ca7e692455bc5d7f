import { settingsQueryOptions } from '@portal/api';
import { chooseTheme } from '../../platform/theme';
import { apiClient, queryClient } from '../services';

/**
 * At sign-in, the theme saved in the student's settings (on the server, so it follows them to a
 * new browser) replaces this browser's stored choice. Loaded lazily by the login flow; a failure
 * only keeps the current theme.
 */
export async function applySavedTheme(): Promise<void> {
  try {
    chooseTheme((await queryClient.fetchQuery(settingsQueryOptions(apiClient))).Theme);
  } catch (error) {
    console.warn('[theme] saved theme not applied', error);
  }
}
