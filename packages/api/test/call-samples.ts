import { CloudStorageFolder, ContentFilter, CourseType, defaultCandidateSettings, NotificationFilter, ProblemType, RatingItemType } from '@portal/domain';
import { buildCandidateProfile, pdfBookmarkData, pdfHighlightData } from '@portal/domain/fixtures';
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
  getCourseSubjects: [1001],
  getCourseSubjectActivityGroups: [{ candidateSOSId: 1001, subjectId: 1 }],
  getCourseSubjectActivityDays: [{ candidateSOSId: 1001, subjectId: 1, groupName: 'Cell Biology' }],
  getCourseSubjectDayActivities: [{ candidateSOSId: 1001, subjectId: 1, groupName: 'Cell Biology', sosDetailId: 111 }],
  getContentVideo: [{ candidateSOSId: 1001, contentId: 1110 }],
  getContentReading: [{ candidateSOSId: 1001, contentId: 1111 }],
  markContentAsCompleted: [{ CandidateSOSId: 1001, SOSDetailContentId: 1111 }],
  getCourseMiscContent: [{ candidateSOSId: 1001, pageNumber: 1, pageSize: 10 }],
  getResumePoints: [],
  saveResumePoint: [{ CandidateSOSId: 1001, SOSDetailContentId: 1110, PositionSeconds: 42 }],
  createNote: [{ CandidateSOSId: 1001, SOSDetailContentId: 1110, Note: 'Resolution decides what we can tell apart.', VideoTimeSeconds: 30 }],
  updateNote: [{ CandidateSOSId: 1001, CandidateNoteId: 1, Note: 'Resolution, not magnification.' }],
  getNotes: [{ candidateSOSId: 1001, filter: ContentFilter.Video, pageNumber: 1, pageSize: 10 }],
  removeNote: [1001, 1],
  saveBookmark: [{ CandidateSOSId: 1001, SOSDetailContentId: 1111 }],
  getBookmarks: [{ candidateSOSId: 1001, filter: ContentFilter.All, pageNumber: 1 }],
  removeBookmark: [1001, 1111],
  saveRating: [{ CandidateSOSId: 1001, ItemId: 11, ItemType: RatingItemType.Course, Rating: 5, Comment: 'Clear lectures.' }],
  removeRating: [{ candidateSOSId: 1001, itemId: 11, itemType: RatingItemType.Course }],
  getRating: [{ candidateSOSId: 1001, itemId: 11, itemType: RatingItemType.Course }],
  saveReportProblem: [{ CandidateSOSId: 1001, ItemId: 1110, ProblemType: ProblemType.video, Description: 'The captions stop after the first minute.' }],
  removeReportProblem: [{ candidateSOSId: 1001, itemId: 1110, problemType: ProblemType.video }],
  getReportProblem: [{ candidateSOSId: 1001, itemId: 1110, problemType: ProblemType.video }],
  getEBookActivities: [{ candidateSOSId: 1003, eBookId: 501 }],
  getEBookActivitiesList: [{ kind: 'highlight', pageNumber: 1, pageSize: 20 }],
  saveEBookActivity: [{ CandidateSOSId: 1003, EBookId: 501, Data: JSON.stringify({ ...pdfBookmarkData(4), motivation: 'commenting', note: 'Osmosis is diffusion of water.' }) }],
  saveEBookBookMark: [{ CandidateSOSId: 1003, EBookId: 501, Data: JSON.stringify(pdfBookmarkData(5)) }],
  saveEBookHighlight: [{ CandidateSOSId: 1003, EBookId: 501, Data: JSON.stringify(pdfHighlightData(6, { exact: 'Diffusion is passive.' }, [{ x: 72, y: 400, width: 120, height: 12 }])) }],
  updateEBookActivity: [{ CandidateSOSId: 1003, EBookId: 501, EBookActivityId: 1, Data: JSON.stringify(pdfBookmarkData(7)) }],
  removeEBookActivity: [{ candidateSOSId: 1003, eBookId: 501 }, 2],
  removeEBookHighlight: [{ candidateSOSId: 1003, eBookId: 501 }, 1],
  removeEBookBookMark: [{ candidateSOSId: 1003, eBookId: 501 }, 3],
  getEBookFile: [{ candidateSOSId: 1003, eBookId: 501 }],
  getEBookLocation: [{ candidateSOSId: 1003, eBookId: 501 }],
  saveEBookLocation: [{ CandidateSOSId: 1003, EBookId: 501, Location: 'page=12', Progress: 0.04 }],
  getSettings: [],
  saveSettings: [defaultCandidateSettings],
  getCandidateTestFilter: [],
  getTests: [{ candidateSOSId: 1001, filter: 1 }],
  getSystemTests: [{ candidateSOSId: 1001, subjectId: 1 }],
  getTest: [{ candidateSOSId: 1001, testId: 1112 }],
  getTestQuestions: [{ candidateSOSId: 1001, testId: 1112 }],
  saveTestAnswer: [{ TestAttemptId: 7, QuestionId: 12, CandidateAnswer: '121', Sequence: 3, StartTime: null, EndTime: null }],
  getNextQuestion: [
    { TestId: 30018, CandidateSOSId: 1001, QuestionId: 12, TopicId: 2, CandidateAnswer: '121', StartTime: '2026-03-02T09:00:00Z', EndTime: '2026-03-02T09:00:40Z' },
  ],
  submitTest: [{ TestId: 1112, CandidateSOSId: 1001, SOSDetailTestId: 1112, StartTime: '2026-03-02T09:00:00Z', EndTime: '2026-03-02T09:10:00Z', Answers: [] }],
  getAttemptedTestResult: [{ candidateSOSId: 1001, testId: 2112 }],
  getAttemptedTestResultDetail: [{ candidateSOSId: 1001, testId: 2112 }],
  getTestResultDetail: [7],
  getMistakeBank: [1001],
  retryMistake: [{ CandidateSOSId: 1001, QuestionId: 3, CandidateAnswer: '11' }],
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
