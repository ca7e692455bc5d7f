/**
 * The wire contract between packages/api and apps/server: one entry per server call, with its
 * method, its path relative to the API base URL (`/api/v6/` by default) and whether it needs the
 * bearer token. The spec names some paths exactly (oauthService/token, token/refresh,
 * CandidateAccountService/SignUp, AccountService/GetAppInfo, ContactService/PostMessage,
 * CandidateEBookService/GetMyEBooks, CandidateProgramService/GetMyPrograms); the rest are "not shown"
 * and follow the same Service/Operation naming.
 *
 * `{CandidateSOSId}` in a path is a path parameter (spec: candidate service paths start with
 * api/v6/Candidate/{CandidateSOSId}/).
 *
 * The contract test in packages/api proves every entry has a client function and a server route.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRoute {
  /** HTTP method. */
  readonly method: HttpMethod;
  /** Path relative to the API base URL, without a leading slash. */
  readonly path: string;
  /** Whether the call carries the bearer token. */
  readonly auth: boolean;
}

const route = <M extends HttpMethod, P extends string>(method: M, path: P, auth: boolean) =>
  ({ method, path, auth }) as const satisfies ApiRoute;

export const ApiRoutes = {
  // Account and session (account-and-shell.md section 7)
  login: route('POST', 'oauthService/token', false),
  refreshToken: route('POST', 'token/refresh', false),
  logout: route('POST', 'AccountService/Logout', true),
  getLoggedInUserInfo: route('GET', 'AccountService/GetLoggedInUserInfo', true),
  confirmEmail: route('POST', 'AccountService/ConfirmEmail', false),
  resendConfirmationEmail: route('POST', 'AccountService/ResendConfirmationEmail', false),
  sendForgotPasswordEmail: route('POST', 'AccountService/SendForgotPasswordEmail', false),
  resetPassword: route('POST', 'AccountService/ResetPassword', false),
  changePassword: route('POST', 'AccountService/ChangePassword', true),
  isUserNameUnique: route('GET', 'CandidateAccountService/IsUserNameUnique', false),
  signUp: route('POST', 'CandidateAccountService/SignUp', false),
  sendOtp: route('POST', 'AccountService/SendOTP', false),
  verifyOtp: route('POST', 'AccountService/VerifyOTP', false),
  changeEmail: route('POST', 'AccountService/ChangeEmail', true),
  verifyEmail: route('POST', 'AccountService/VerifyEmail', true),
  getCountries: route('GET', 'LocationService/GetCountries', false),
  getTimeZones: route('GET', 'LocationService/GetTimeZones', false),
  getAppInfo: route('GET', 'AccountService/GetAppInfo', false),
  getHowYouKnowQuestion: route('GET', 'CandidateAccountService/GetHowYouKnowQuestion', true),
  saveHowYouKnowAnswer: route('POST', 'CandidateAccountService/SaveHowYouKnowAnswer', true),
  // Application messages
  getAllMessages: route('GET', 'ApplicationMessageService/GetAllMessages', false),
  getMessagesForEnum: route('GET', 'ApplicationMessageService/GetMessagesForEnum', false),
  getMessageKeyEnum: route('GET', 'ApplicationMessageService/GetMessageKeyEnum', false),
  getMessageTypeEnum: route('GET', 'ApplicationMessageService/GetMessageTypeEnum', false),
  // Other
  postContactMessage: route('POST', 'ContactService/PostMessage', true),
  resetConfiguration: route('GET', 'ConfigurationService/ResetConfiguration', false),
} as const;

export type ApiRouteName = keyof typeof ApiRoutes;

/**
 * Dashboard calls (learning-areas.md section 7), kept apart from ApiRoutes until packages/api has
 * their client functions (the contract test pairs every ApiRoutes entry with one).
 */
export const DashboardApiRoutes = {
  getMyPrograms: route('GET', 'CandidateProgramService/GetMyPrograms', true),
  getMyCourses: route('GET', 'CandidateCourseService/GetMyCourses', true),
  getMyEBooks: route('GET', 'CandidateEBookService/GetMyEBooks', true),
} as const;

/**
 * Notification calls (account-and-shell.md section 7; paths "not shown", Service/Operation naming),
 * kept apart from ApiRoutes until packages/api has their client functions.
 */
export const NotificationApiRoutes = {
  getNotificationFilterEnum: route('GET', 'CandidateNotificationService/GetNotificationFilterEnum', false),
  getNotifications: route('GET', 'CandidateNotificationService/GetNotifications', true),
  getNotificationDetail: route('GET', 'CandidateNotificationService/GetNotificationDetail', true),
  getUnreadNotificationCount: route('GET', 'CandidateNotificationService/GetUnreadNotificationCount', true),
  markNotificationAsRead: route('POST', 'CandidateNotificationService/MarkAsRead', true),
  savePushToken: route('POST', 'CandidateNotificationService/SavePushToken', true),
} as const;

/** Profile calls (account-and-shell.md section 7; paths "not shown"), apart until packages/api has them. */
export const ProfileApiRoutes = {
  getProfile: route('GET', 'CandidateProfileService/GetProfile', true),
  updateProfile: route('POST', 'CandidateProfileService/UpdateProfile', true),
  getProfileImage: route('GET', 'CandidateProfileService/GetProfileImage', true),
  updateProfileImage: route('POST', 'CandidateProfileService/UpdateProfileImage', true),
  getDocuments: route('GET', 'CandidateProfileService/GetDocuments', true),
  /** Query: Folder, FileName, ContentType, FileSize (PreSignedUrlRequest). */
  getPreSignedUrl: route('GET', 'CandidateProfileService/GetPreSignedUrl', true),
  saveDocument: route('POST', 'CandidateProfileService/SaveDocument', true),
  /** Query: candidateAcademicId. */
  removeDocument: route('DELETE', 'CandidateProfileService/RemoveDocument', true),
} as const;
