import { route } from './route';

/** Notifications and push tokens (account-and-shell.md section 7; paths "not shown"). */
export const NotificationsApiRoutes = {
  getNotificationFilterEnum: route(
    'GET',
    'CandidateNotificationService/GetNotificationFilterEnum',
    false,
  ),
  getNotifications: route('GET', 'CandidateNotificationService/GetNotifications', true),
  getNotificationDetail: route('GET', 'CandidateNotificationService/GetNotificationDetail', true),
  getUnreadNotificationCount: route(
    'GET',
    'CandidateNotificationService/GetUnreadNotificationCount',
    true,
  ),
  markNotificationAsRead: route('POST', 'CandidateNotificationService/MarkAsRead', true),
  /** Not in the spec (issue 11): marks every notification of the caller read. */
  markAllNotificationsAsRead: route('POST', 'CandidateNotificationService/MarkAllAsRead', true),
  savePushToken: route('POST', 'CandidateNotificationService/SavePushToken', true),
} as const;
