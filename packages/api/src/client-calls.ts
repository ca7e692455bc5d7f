import { ApiRoutes, DashboardApiRoutes, NotificationsApiRoutes, ProfileApiRoutes } from '@portal/domain';
import type { ApiClient } from './client/api-client';
import {
  changeEmail,
  changePassword,
  confirmEmail,
  getAppInfo,
  getHowYouKnowQuestion,
  getLoggedInUserInfo,
  isUserNameUnique,
  login,
  logout,
  refreshToken,
  resendConfirmationEmail,
  resetPassword,
  saveHowYouKnowAnswer,
  sendForgotPasswordEmail,
  sendOtp,
  signUp,
  verifyEmail,
  verifyOtp,
} from './services/account';
import { resetConfiguration } from './services/configuration';
import { getMyCourses, getMyEBooks, getMyPrograms } from './services/dashboard';
import {
  getNotificationDetail,
  getNotificationFilterEnum,
  getNotifications,
  getUnreadNotificationCount,
  markNotificationAsRead,
  savePushToken,
} from './services/notifications';
import {
  getAcademicDocuments,
  getPreSignedUrl,
  getProfile,
  getProfileImage,
  removeAcademicDocument,
  saveAcademicDocument,
  updateProfile,
  updateProfileImage,
} from './services/profile';
import { postContactMessage } from './services/contact';
import { getCountries, getTimeZones } from './services/location';
import { getAllMessages, getMessageKeyEnum, getMessagesForEnum, getMessageTypeEnum } from './services/messages';

/** Every wire route the portal calls: the shared tables of packages/domain routes.ts, by name. */
export const wireRoutes = ApiRoutes;
export type WireRouteName = keyof typeof wireRoutes;

/**
 * Every call function of this package, by the name of the wire route (packages/domain routes.ts)
 * it calls. The type makes it exhaustive: a route without a function does not compile. The tests
 * invoke each function and check it really uses its route; the contract test (e2e/contract)
 * compares these routes with the server's.
 */
export const clientCalls = {
  login,
  refreshToken,
  logout,
  getLoggedInUserInfo,
  confirmEmail,
  resendConfirmationEmail,
  sendForgotPasswordEmail,
  resetPassword,
  changePassword,
  isUserNameUnique,
  signUp,
  sendOtp,
  verifyOtp,
  changeEmail,
  verifyEmail,
  getCountries,
  getTimeZones,
  getAppInfo,
  getHowYouKnowQuestion,
  saveHowYouKnowAnswer,
  getAllMessages,
  getMessagesForEnum,
  getMessageKeyEnum,
  getMessageTypeEnum,
  postContactMessage,
  resetConfiguration,
  getMyPrograms,
  getMyCourses,
  getMyEBooks,
  getNotificationFilterEnum,
  getNotifications,
  getNotificationDetail,
  getUnreadNotificationCount,
  markNotificationAsRead,
  savePushToken,
  getProfile,
  updateProfile,
  getProfileImage,
  updateProfileImage,
  getDocuments: getAcademicDocuments,
  getPreSignedUrl,
  saveDocument: saveAcademicDocument,
  removeDocument: removeAcademicDocument,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each function has its own inputs
} as const satisfies { readonly [Name in WireRouteName]: (client: ApiClient, ...args: any[]) => Promise<unknown> };

export type ClientCallName = keyof typeof clientCalls;
