import { ApiRoutes, type ApiArea, type ApiRoutesByArea } from '@portal/domain';
import type { ApiClient } from './client/api-client';
import * as account from './services/account';
import * as assignments from './services/assignments';
import * as commerce from './services/commerce';
import * as contact from './services/contact';
import * as courses from './services/courses';
import * as dashboard from './services/dashboard';
import * as ebooks from './services/ebooks';
import * as feedback from './services/feedback';
import * as files from './services/files';
import * as imaging from './services/imaging';
import * as live from './services/live';
import * as notes from './services/notes';
import * as notifications from './services/notifications';
import * as profile from './services/profile';
import * as ratings from './services/ratings';
import * as reference from './services/reference';
import * as search from './services/search';
import * as settings from './services/settings';
import * as stats from './services/stats';
import * as tests from './services/tests';

/** Every wire route the portal calls: the union of the domain's area tables, by name. */
export const wireRoutes = ApiRoutes;
export type WireRouteName = keyof typeof wireRoutes;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each function has its own inputs
type Call = (client: ApiClient, ...args: any[]) => Promise<unknown>;
/** One function per route of an area's table: a route without a function does not compile. */
type AreaCalls<Area extends ApiArea> = {
  readonly [Name in keyof (typeof ApiRoutesByArea)[Area]]: Call;
};

/**
 * Every call function of this package by area and by the name of the wire route it calls. Each
 * area's functions come from `services/<area>`, the folder named as the domain's route file.
 */
export const clientCallsByArea = {
  account: {
    login: account.login,
    refreshToken: account.refreshToken,
    logout: account.logout,
    getLoggedInUserInfo: account.getLoggedInUserInfo,
    confirmEmail: account.confirmEmail,
    resendConfirmationEmail: account.resendConfirmationEmail,
    sendForgotPasswordEmail: account.sendForgotPasswordEmail,
    resetPassword: account.resetPassword,
    changePassword: account.changePassword,
    isUserNameUnique: account.isUserNameUnique,
    signUp: account.signUp,
    sendOtp: account.sendOtp,
    verifyOtp: account.verifyOtp,
    changeEmail: account.changeEmail,
    verifyEmail: account.verifyEmail,
    getAppInfo: account.getAppInfo,
    getHowYouKnowQuestion: account.getHowYouKnowQuestion,
    saveHowYouKnowAnswer: account.saveHowYouKnowAnswer,
    postponeHowYouKnowQuestion: account.postponeHowYouKnowQuestion,
  } satisfies AreaCalls<'account'>,
  reference: {
    getCountries: reference.getCountries,
    getTimeZones: reference.getTimeZones,
    getAllMessages: reference.getAllMessages,
    getMessagesForEnum: reference.getMessagesForEnum,
    getMessageKeyEnum: reference.getMessageKeyEnum,
    getMessageTypeEnum: reference.getMessageTypeEnum,
    resetConfiguration: reference.resetConfiguration,
  } satisfies AreaCalls<'reference'>,
  contact: {
    postContactMessage: contact.postContactMessage,
    getSupportThreads: contact.getSupportThreads,
    markSupportThreadRead: contact.markSupportThreadRead,
  } satisfies AreaCalls<'contact'>,
  dashboard: {
    getMyPrograms: dashboard.getMyPrograms,
    getMyCourses: dashboard.getMyCourses,
    getMyEBooks: dashboard.getMyEBooks,
  } satisfies AreaCalls<'dashboard'>,
  notifications: {
    getNotificationFilterEnum: notifications.getNotificationFilterEnum,
    getNotifications: notifications.getNotifications,
    getNotificationDetail: notifications.getNotificationDetail,
    getUnreadNotificationCount: notifications.getUnreadNotificationCount,
    markNotificationAsRead: notifications.markNotificationAsRead,
    markAllNotificationsAsRead: notifications.markAllNotificationsAsRead,
    savePushToken: notifications.savePushToken,
  } satisfies AreaCalls<'notifications'>,
  profile: {
    getProfile: profile.getProfile,
    updateProfile: profile.updateProfile,
    getProfileImage: profile.getProfileImage,
    updateProfileImage: profile.updateProfileImage,
    getDocuments: profile.getAcademicDocuments,
    saveDocument: profile.saveAcademicDocument,
    removeDocument: profile.removeAcademicDocument,
  } satisfies AreaCalls<'profile'>,
  files: {
    getPreSignedUrl: files.getPreSignedUrl,
  } satisfies AreaCalls<'files'>,
  courses: {
    getCourseSubjects: courses.getCourseSubjects,
    getCourseSubjectActivityGroups: courses.getCourseSubjectActivityGroups,
    getCourseSubjectActivityDays: courses.getCourseSubjectActivityDays,
    getCourseSubjectDayActivities: courses.getCourseSubjectDayActivities,
    getContentVideo: courses.getContentVideo,
    getContentReading: courses.getContentReading,
    markContentAsCompleted: courses.markContentAsCompleted,
    getCourseMiscContent: courses.getCourseMiscContent,
    getResumePoints: courses.getResumePoints,
    saveResumePoint: courses.saveResumePoint,
  } satisfies AreaCalls<'courses'>,
  notes: {
    createNote: notes.createNote,
    updateNote: notes.updateNote,
    getNotes: notes.getNotes,
    removeNote: notes.removeNote,
    saveBookmark: notes.saveBookmark,
    getBookmarks: notes.getBookmarks,
    removeBookmark: notes.removeBookmark,
  } satisfies AreaCalls<'notes'>,
  ebooks: {
    getEBookActivities: ebooks.getEBookActivities,
    getEBookActivitiesList: ebooks.getEBookActivitiesList,
    saveEBookActivity: ebooks.saveEBookActivity,
    saveEBookBookMark: ebooks.saveEBookBookMark,
    saveEBookHighlight: ebooks.saveEBookHighlight,
    updateEBookActivity: ebooks.updateEBookActivity,
    removeEBookActivity: ebooks.removeEBookActivity,
    removeEBookHighlight: ebooks.removeEBookHighlight,
    removeEBookBookMark: ebooks.removeEBookBookMark,
    getEBookFile: ebooks.getEBookFile,
    getEBookLocation: ebooks.getEBookLocation,
    saveEBookLocation: ebooks.saveEBookLocation,
  } satisfies AreaCalls<'ebooks'>,
  ratings: {
    saveRating: ratings.saveRating,
    removeRating: ratings.removeRating,
    getRating: ratings.getRating,
    saveReportProblem: ratings.saveReportProblem,
    removeReportProblem: ratings.removeReportProblem,
    getReportProblem: ratings.getReportProblem,
  } satisfies AreaCalls<'ratings'>,
  settings: {
    getSettings: settings.getSettings,
    saveSettings: settings.saveSettings,
  } satisfies AreaCalls<'settings'>,
  tests: {
    getCandidateTestFilter: tests.getCandidateTestFilter,
    getTests: tests.getTests,
    getSystemTests: tests.getSystemTests,
    getTest: tests.getTest,
    getTestQuestions: tests.getTestQuestions,
    saveTestAnswer: tests.saveTestAnswer,
    getNextQuestion: tests.getNextQuestion,
    submitTest: tests.submitTest,
    getAttemptedTestResult: tests.getAttemptedTestResult,
    getAttemptedTestResultDetail: tests.getAttemptedTestResultDetail,
    getTestResultDetail: tests.getTestResultDetail,
    getMistakeBank: tests.getMistakeBank,
    retryMistake: tests.retryMistake,
  } satisfies AreaCalls<'tests'>,
  live: {
    getUpcomingLiveLectures: live.getUpcomingLiveLectures,
    getUpcomingLiveLectureSchedules: live.getUpcomingLiveLectureSchedules,
    getUpcomingLiveDoubts: live.getUpcomingLiveDoubts,
    getUpcomingLiveDoubtSchedules: live.getUpcomingLiveDoubtSchedules,
    getUpcomingLiveExclusives: live.getUpcomingLiveExclusives,
    getUpcomingLiveExclusiveSchedules: live.getUpcomingLiveExclusiveSchedules,
    getSubscribedLiveClasses: live.getSubscribedLiveClasses,
    subscribeLiveClass: live.subscribeLiveClass,
    generateSdkSignature: live.generateSdkSignature,
    getLiveRoom: live.getLiveRoom,
    joinMeeting: live.joinMeeting,
    getWebinars: live.getWebinars,
    getWebinarFolderEnum: live.getWebinarFolderEnum,
    getWebinarRecording: live.getWebinarRecording,
    getAgenda: live.getAgenda,
    getCalendarFeed: live.getCalendarFeed,
    createCalendarFeed: live.createCalendarFeed,
    revokeCalendarFeed: live.revokeCalendarFeed,
  } satisfies AreaCalls<'live'>,
  assignments: {
    getAssignmentFilter: assignments.getAssignmentFilter,
    getAssignments: assignments.getAssignments,
    getAssignment: assignments.getAssignment,
    submitAssignment: assignments.submitAssignment,
    saveAssignmentDraft: assignments.saveAssignmentDraft,
  } satisfies AreaCalls<'assignments'>,
  search: {
    search: search.search,
  } satisfies AreaCalls<'search'>,
  feedback: {
    getFeedback: feedback.getFeedback,
    saveFeedback: feedback.saveFeedback,
  } satisfies AreaCalls<'feedback'>,
  stats: {
    getStatsMyPrograms: stats.getStatsMyPrograms,
    getCourseTestAccuracy: stats.getCourseTestAccuracy,
    getCourseTestProgress: stats.getCourseTestProgress,
    getCourseAssignmentProgress: stats.getCourseAssignmentProgress,
    getCourseCompletion: stats.getCourseCompletion,
    getCourseSummary: stats.getCourseSummary,
    getCourseSubjectScore: stats.getCourseSubjectScore,
    getCourseSubjectCompletion: stats.getCourseSubjectCompletion,
    getLeaderBoard: stats.getLeaderBoard,
  } satisfies AreaCalls<'stats'>,
  commerce: {
    getCatalogue: commerce.getCatalogue,
    saveCart: commerce.saveCart,
    getCart: commerce.getCart,
    createSubscription: commerce.createSubscription,
    unSubscribe: commerce.unSubscribe,
    getSubscriptionRenewals: commerce.getSubscriptionRenewals,
    generateInvoice: commerce.generateInvoice,
    getInvoiceSummary: commerce.getInvoiceSummary,
    getInvoicePdf: commerce.getInvoicePdf,
    getCreditNotes: commerce.getCreditNotes,
    getCreditNotePdf: commerce.getCreditNotePdf,
    getCandidateInvoice: commerce.getCandidateInvoice,
    applyCoupon: commerce.applyCoupon,
    removeCoupon: commerce.removeCoupon,
    getPaymentGateways: commerce.getPaymentGateways,
    payInvoice: commerce.payInvoice,
    verifyPayment: commerce.verifyPayment,
  } satisfies AreaCalls<'commerce'>,
  imaging: {
    refreshDicomToken: imaging.refreshDicomToken,
    getDicomConfiguration: imaging.getDicomConfiguration,
    getImagingStudies: imaging.getImagingStudies,
  } satisfies AreaCalls<'imaging'>,
} as const satisfies { readonly [Area in ApiArea]: AreaCalls<Area> };

/**
 * Every call function, by the name of the wire route it calls. The type makes it exhaustive. The
 * tests invoke each function and check it really uses its route; the contract test (e2e/contract)
 * compares these routes with the server's.
 */
export const clientCalls = {
  ...clientCallsByArea.account,
  ...clientCallsByArea.reference,
  ...clientCallsByArea.contact,
  ...clientCallsByArea.dashboard,
  ...clientCallsByArea.notifications,
  ...clientCallsByArea.profile,
  ...clientCallsByArea.files,
  ...clientCallsByArea.courses,
  ...clientCallsByArea.notes,
  ...clientCallsByArea.ebooks,
  ...clientCallsByArea.ratings,
  ...clientCallsByArea.settings,
  ...clientCallsByArea.tests,
  ...clientCallsByArea.live,
  ...clientCallsByArea.assignments,
  ...clientCallsByArea.search,
  ...clientCallsByArea.feedback,
  ...clientCallsByArea.stats,
  ...clientCallsByArea.commerce,
  ...clientCallsByArea.imaging,
} as const satisfies { readonly [Name in WireRouteName]: Call };

export type ClientCallName = keyof typeof clientCalls;
