import { CloudStorageFolder, CourseType, NotificationFilter } from '@portal/domain';
import { buildCandidateProfile } from '@portal/domain/fixtures';
import type { ApiClient, ClientCallName, clientCalls } from '../src';

type Inputs<Call> = Call extends (client: ApiClient, ...args: infer Rest) => unknown ? Rest : never;

/**
 * One valid set of inputs per client call, so tests (and the contract test in e2e/contract) can
 * invoke every function. Typed by the functions themselves: a new call needs a sample to compile.
 */
export const callSamples: { [Name in ClientCallName]: Inputs<(typeof clientCalls)[Name]> } = {
  login: [{ username: 'candidate', password: 'Secret#123' }],
  refreshToken: [{ AccessToken: 'access-1', RefreshToken: 'refresh-1' }],
  logout: [],
  getLoggedInUserInfo: [42],
  confirmEmail: [{ UserId: 'user-1', Code: 'confirm-code' }],
  resendConfirmationEmail: [{ username: 'candidate' }],
  sendForgotPasswordEmail: [{ username: 'candidate' }],
  resetPassword: [
    {
      username: 'candidate',
      password: 'NewSecret#1',
      confirmPassword: 'NewSecret#1',
      code: '123456',
    },
  ],
  changePassword: [
    { oldPassword: 'Secret#123', newPassword: 'NewSecret#1', confirmPassword: 'NewSecret#1' },
  ],
  isUserNameUnique: ['new.candidate'],
  signUp: [
    {
      fullName: 'Ayesha Khan',
      userName: 'ayesha.khan',
      email: 'ayesha@example.com',
      password: 'Secret#123',
      phoneNumber: '3001234567',
      countryCode: 'PK',
      timeZoneId: 'Asia/Karachi',
      phoneCode: '+92',
    },
    'recaptcha-token-value',
  ],
  sendOtp: [
    { phoneCode: '+92', phoneNumber: '3001234567', userName: 'ayesha.khan', countryCode: 'PK' },
  ],
  verifyOtp: [
    { UpdateAuthToken: false, PhoneNumber: '3001234567', Code: '123456', UserName: 'ayesha.khan' },
  ],
  changeEmail: [{ NewEmail: 'new@example.com', Password: 'Secret#123' }],
  verifyEmail: [{ Email: 'new@example.com', Code: '123456' }],
  getCountries: [],
  getTimeZones: [],
  getAppInfo: [],
  getHowYouKnowQuestion: [],
  saveHowYouKnowAnswer: [{ QuestionId: 1, OptionId: 2, Detail: null }],
  postponeHowYouKnowQuestion: [],
  getAllMessages: [],
  getMessagesForEnum: [],
  getMessageKeyEnum: [],
  getMessageTypeEnum: [],
  postContactMessage: [{ Subject: 'Login help', Message: 'I cannot see my course list.' }],
  resetConfiguration: [],
  getMyPrograms: [],
  getMyCourses: [CourseType.Archive],
  getMyEBooks: [],
  getNotificationFilterEnum: [],
  getNotifications: [
    { filter: NotificationFilter.unread, lessThanCandidateNotificationId: 0, pageSize: 10 },
  ],
  getNotificationDetail: [1],
  getUnreadNotificationCount: [],
  markNotificationAsRead: [1],
  markAllNotificationsAsRead: [],
  savePushToken: ['push-token-value'],
  getProfile: [],
  updateProfile: [buildCandidateProfile()],
  getProfileImage: [],
  updateProfileImage: [{ ProfileImage: 'profile-image/user-1/0f8e-photo.png' }],
  getDocuments: [],
  getPreSignedUrl: [
    {
      Folder: CloudStorageFolder.educationCertificate,
      FileName: 'matric.pdf',
      ContentType: 'application/pdf',
      FileSize: 1024,
    },
  ],
  saveDocument: [
    {
      Title: 'Matric certificate',
      FileName: 'matric.pdf',
      FileKey: 'education-certificate/user-1/0f8e-matric.pdf',
    },
  ],
  removeDocument: [1],
};

/** Invokes one client call with its sample inputs. */
export function invokeSample(
  client: ApiClient,
  name: ClientCallName,
  calls: typeof clientCalls,
): Promise<unknown> {
  const call = calls[name] as (client: ApiClient, ...args: unknown[]) => Promise<unknown>;
  return call(client, ...(callSamples[name] as unknown[]));
}
