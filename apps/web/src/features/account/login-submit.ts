import { getAllMessages, loginMutationOptions } from '@portal/api';
import {
  AlertType,
  ApplicationMessageId,
  isCandidateRole,
  shouldReloadMessages,
  type LoginResponse,
} from '@portal/domain';
import { browserStorage, SessionStorageKey } from '../../platform/storage';
import { afterLoginPath } from '../../shared/after-login-path';
import {
  hydrateMessages,
  messageText,
  messagesStore,
  saveMessages,
} from '../../shared/messages/messages-store';
import { apiClient, feedback, session } from '../../shared/app-state';

/*
 * The login form's submit path, in a chunk of its own: the form paints without it and the page
 * loads it on the first interaction (focus or keystroke), as it loads zod (issue #10).
 */

/**
 * The application messages when this browser has none stored yet: the SPA's message initialiser
 * loads them at start; the login document, which has no such initialiser, asks here (on the form's
 * first focus) so a refusal shows its message. Failures are only logged ('Message not found').
 */
export async function loadMissingMessages(): Promise<void> {
  await hydrateMessages();
  if (messagesStore.getState() !== null) return;
  await getAllMessages(apiClient).then(saveMessages, (error: unknown) =>
    console.warn('[messages]', error),
  );
}

/** The login call, run through the query cache's mutation cache (useLazyMutation). */
export const loginMutation = () => loginMutationOptions(apiClient);

export type LoginOutcome = { kind: 'refused'; message: string } | { kind: 'done' };

/**
 * How the login form moves on: the router's navigate on the SPA's login route, a full page load in
 * the login document (login.html, which has no router).
 */
export interface LoginNavigation {
  readonly navigate: (to: string, options?: { replace?: boolean }) => unknown;
  /** True when navigating unloads this document: work left running would be cut off. */
  readonly leavesDocument: boolean;
}

/**
 * What happens after the server accepted the credentials (spec 4, Session; spec 6):
 * - a role other than candidate is refused with the user-not-found application message;
 * - an unconfirmed e-mail goes to resend-confirmation, an unverified phone to phone verification
 *   (the session is not stored: such a user is not valid yet);
 * - otherwise user info and tokens are stored, messages reloaded if their stamp changed, and the
 *   user goes to the redirect query, the saved back-route or the dashboard.
 */
export async function completeLogin(
  { navigate, leavesDocument }: LoginNavigation,
  response: LoginResponse,
  redirectQuery: string | null,
): Promise<LoginOutcome> {
  if (!isCandidateRole(response.user_role)) {
    return { kind: 'refused', message: messageText(ApplicationMessageId.userNotFound) };
  }
  if (!response.is_email_confirmed) {
    feedback.alert(
      AlertType.warning,
      'Please confirm your email address first. We can send the confirmation email again.',
    );
    await navigate(
      `/account/resendConfirmationEmail?username=${encodeURIComponent(response.user_name)}`,
    );
    return { kind: 'done' };
  }
  if (!response.is_phoneNumber_confirmed) {
    const query = new URLSearchParams({ userName: response.user_name });
    if (response.phone_number) query.set('phoneNumber', response.phone_number);
    if (response.phone_code) query.set('phoneCode', response.phone_code);
    if (response.country_code) query.set('countryCode', response.country_code);
    feedback.alert(AlertType.warning, 'Please verify your phone number to continue.');
    await navigate(`/account/verifyPhoneNumber?${query.toString()}`);
    return { kind: 'done' };
  }

  if (!session.signIn(response).ok) {
    return { kind: 'refused', message: messageText(ApplicationMessageId.userNotFound) };
  }
  // Issue 11: the theme saved in settings follows the student to this browser (lazy: the
  // settings call stays off the login route's bundle). A full page load would cut the call off:
  // there it is awaited (it never fails; a failure keeps the current theme), which also paints the
  // next page in the saved theme from its first frame.
  const savedTheme = import('../../shared/theme/apply-saved-theme').then(
    ({ applySavedTheme }) => applySavedTheme(),
    (error: unknown) => console.warn('[theme] saved theme not applied', error),
  );
  const stored = messagesStore.getState();
  if (
    !stored ||
    shouldReloadMessages(stored.MessagesUpdatedOn, response.application_messages_updated_on)
  ) {
    // Failures are only logged: the old messages (or 'Message not found') still work.
    getAllMessages(apiClient).then(saveMessages, (error: unknown) =>
      console.warn('[messages]', error),
    );
  }
  const backRouteStorage = browserStorage('session');
  const target = afterLoginPath(
    redirectQuery,
    backRouteStorage?.getItem(SessionStorageKey.backRoute) ?? null,
  );
  backRouteStorage?.removeItem(SessionStorageKey.backRoute);
  if (leavesDocument) await savedTheme;
  await navigate(target, { replace: true });
  return { kind: 'done' };
}
