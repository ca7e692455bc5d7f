import {
  ApplicationMessageId,
  MISSING_FEATURE_MESSAGE,
  MessageAudience,
  MessageType,
  defaultApplicationMessages,
  type DefaultApplicationMessage,
} from '@portal/domain';

/**
 * The application message catalogue the server seeds (application_messages table) and uses in its
 * own responses. The spec's ids and wording come from the domain (`defaultApplicationMessages`);
 * messages only the server needs (its own errors and confirmations) get ids from 300 up, clear of
 * the spec's range. Wording is "not shown" in the spec: ours.
 */
interface CatalogueEntry {
  readonly id: number;
  readonly message: string;
  readonly type: MessageType;
  readonly audience: MessageAudience;
}

const fromDomain = (id: ApplicationMessageId): CatalogueEntry => {
  const found = defaultApplicationMessages.find((message: DefaultApplicationMessage) => message.id === id);
  if (!found) throw new Error(`The domain has no default wording for application message ${id}`);
  return found;
};
const entry = (id: number, message: string, type: MessageType, audience: MessageAudience = MessageAudience.Both) => ({
  id,
  message,
  type,
  audience,
});
const { Error: ErrorType, Info, Success, Validation } = MessageType;

export const messageCatalogue = {
  LoginError: fromDomain(ApplicationMessageId.loginError),
  UserNotFound: fromDomain(ApplicationMessageId.userNotFound),
  ResendOtp: fromDomain(ApplicationMessageId.resendOtp),
  TryLater: fromDomain(ApplicationMessageId.tryLater),
  UserEmailNotConfirmed: entry(302, 'Please confirm your email address first: use the link in the email we sent you.', ErrorType),
  UserPhoneNumberNotConfirmed: entry(303, 'Please verify your phone number.', ErrorType),
  UserInActive: entry(304, 'Your account is inactive. Please contact support.', ErrorType),
  UserRoleInActive: entry(305, 'Your role is inactive. Please contact support.', ErrorType),
  NoActiveProgramFound: entry(306, 'You are not enrolled in any active program.', ErrorType),
  UserNameTaken: entry(307, 'This user name is already taken.', Validation),
  EmailTaken: entry(308, 'An account with this email address already exists.', Validation),
  InvalidConfirmationCode: entry(309, 'This confirmation link is invalid or has expired.', ErrorType),
  EmailConfirmed: entry(310, 'Your email address is confirmed. You can log in now.', Success),
  ConfirmationEmailSent: entry(311, 'If the account still needs it, a confirmation email is on its way.', Info),
  PasswordResetEmailSent: entry(312, 'If an account with this user name exists, a password reset email is on its way.', Info),
  InvalidResetCode: entry(313, 'This password reset code is invalid or has expired.', ErrorType),
  PasswordReset: entry(314, 'Your password has been reset. You can log in now.', Success),
  PasswordChanged: entry(315, 'Your password has been changed.', Success),
  WrongPassword: entry(316, 'The current password is incorrect.', ErrorType),
  InvalidOtp: entry(317, 'The verification code is incorrect.', ErrorType),
  OtpExpired: entry(318, 'The verification code has expired or was already used. Please request a new one.', ErrorType),
  OtpAttemptsExceeded: entry(319, 'Too many incorrect codes. Please request a new one.', ErrorType),
  PhoneNumberVerified: entry(320, 'Your phone number is verified.', Success),
  SignedUp: entry(321, 'Your account has been created. Please confirm your email address with the link we sent you.', Success),
  InvalidRefreshToken: entry(322, 'Your session has expired. Please log in again.', ErrorType),
  RecaptchaFailed: entry(323, 'The reCAPTCHA check failed. Please try again.', ErrorType),
  EmailChangeCodeSent: entry(324, 'A verification code has been sent to your new email address.', Info),
  EmailVerified: entry(325, 'Your email address has been updated.', Success),
  NeedAuth: entry(326, 'Need auth', ErrorType),
  MessageSent: entry(327, 'Your message has been sent. We will get back to you soon.', Success),
  AnswerSaved: entry(328, 'Thank you for telling us.', Success),
  LoggedOut: entry(329, 'You have been logged out.', Success),
  MissingSecurityHeader: entry(330, 'This client is not allowed to call the API.', ErrorType, MessageAudience.ServerSide),
  BadRequest: entry(331, 'Bad Request', Validation),
  NotFound: entry(332, 'Not found', ErrorType),
  SomethingWentWrong: entry(333, 'Something went wrong. Please try later.', ErrorType),
  Done: entry(334, 'All done. Request successfully executed', Success),
  PhoneNumberInUse: entry(335, 'This phone number is already verified on another account.', Validation),
  SamePassword: entry(336, 'The new password must differ from the current one.', Validation),
  TooManyAttempts: entry(337, 'Too many attempts. Please wait a moment and try again.', ErrorType),
  OtpResendTooSoon: entry(338, 'Please wait a minute before requesting another code.', ErrorType),
  PhoneAlreadyVerified: entry(339, 'This phone number is already verified. Log in to change it.', ErrorType),
  InvalidHowYouKnowOption: entry(340, 'Please choose one of the listed answers.', Validation),
  Created: entry(341, 'Data successfully created', Success),
  PasswordChangeRequired: entry(342, 'Please change your password to continue.', ErrorType),
  InvalidOrExpiredOtp: entry(344, 'The verification code is incorrect or has expired. Check it, or request a new one.', ErrorType),
  RecaptchaRequired: entry(343, 'There were several failed sign-ins. Please confirm you are not a robot, then sign in again.', ErrorType),
  FileFormatError: fromDomain(ApplicationMessageId.fileFormatError),
  FileSizeError: fromDomain(ApplicationMessageId.fileSizeError),
  FileLinkInvalid: entry(360, 'This file link is invalid or has expired. Please try again.', ErrorType),
  UploadedFileNotFound: entry(361, 'The uploaded file was not found. Please upload it again.', ErrorType),
  UploadFolderNotAllowed: entry(362, 'Files cannot be uploaded to this folder from the portal.', Validation),
  RangeNotSatisfiable: entry(363, 'The requested part of the file is past its end.', ErrorType),
  FeatureNotAllowed: entry(370, MISSING_FEATURE_MESSAGE, ErrorType),
  ContentLocked: entry(371, 'This activity is locked. Complete the previous day to open it.', ErrorType),
  ContentCompleted: entry(372, 'Marked as completed.', Success),
  NoteSaved: entry(373, 'Your note has been saved.', Success),
  NoteRemoved: entry(374, 'Your note has been deleted.', Success),
  BookmarkSaved: entry(375, 'Bookmarked.', Success),
  BookmarkRemoved: entry(376, 'Bookmark removed.', Success),
  RatingSaved: entry(377, 'Thank you for your rating.', Success),
  RatingRemoved: entry(378, 'Your rating has been removed.', Success),
  ProblemReported: entry(379, 'Thank you. We will look into this problem.', Success),
  ProblemReportRemoved: entry(380, 'Your problem report has been withdrawn.', Success),
  NotRateableYet: entry(381, 'This kind of item cannot be rated or reported yet.', Validation),
  TestExpired: entry(390, 'This test is past its due date and can no longer be started.', ErrorType),
  TestAlreadySubmitted: entry(391, 'This test has already been submitted.', ErrorType),
  SelectAnOption: entry(392, 'Please select an option', Validation),
  TestSubmitted: entry(393, 'Your test has been submitted.', Success),
  HighlightSaved: entry(394, 'Highlighted.', Success),
  HighlightRemoved: entry(395, 'Highlight removed.', Success),
  // Assignments (issue 14): ids 440-454.
  AssignmentSubmitted: entry(440, 'Your assignment has been submitted.', Success),
  AssignmentExpired: entry(441, 'This assignment is past its due date and can no longer be submitted.', ErrorType),
  AssignmentAlreadyReviewed: entry(442, 'This assignment has been reviewed, so it cannot be submitted again.', ErrorType),
  AssignmentDraftSaved: entry(443, 'Your draft has been saved.', Success),
  AssignmentReviewed: entry(444, 'The review has been saved.', Success),
  // Search, feedback and teacher support (issue 14, second round): ids 396-409.
  FeedbackSaved: entry(396, 'Thank you. Your feedback has been saved.', Success),
  FeedbackAlreadySaved: entry(397, 'You have already given feedback on this subject this month.', ErrorType),
  // Live sessions, second round (issue 15): ids 445-459.
  CalendarFeedCreated: entry(445, 'Your calendar link is ready. Copy it now: it is shown only once.', Success),
  CalendarFeedRevoked: entry(446, 'Your calendar link is revoked. Calendars subscribed to it stop updating.', Success),
  // Live sessions and webinars (issue 15): ids 460-474.
  LiveClassSubscribed: entry(460, 'You are subscribed. The class is now under your subscribed classes.', Success),
  LiveClassNotSubscribed: entry(461, 'Subscribe to this class first to join or rate it.', ErrorType),
  LiveClassEnded: entry(462, 'This session has ended or was cancelled.', ErrorType),
  LiveClassNotOpenYet: entry(463, 'This session opens for joining 10 minutes before it starts.', ErrorType),
  MeetingServiceUnavailable: entry(464, "The meeting service cannot be reached. Join the session in the portal's room instead.", ErrorType),
  WebinarNotStarted: entry(465, 'A webinar can be rated once it has started.', Validation),
  // Live sessions, third round (issue 15: webinar recordings, agenda, Zoom): ids 398-409.
  WebinarNotEnded: entry(398, 'This webinar has not ended yet: its recording is available once it is over.', ErrorType),
  WebinarRecordingNotFound: entry(399, 'This webinar has no recording.', ErrorType),
  // Commerce (issue 18): the spec's 186, and ours from 480-509.
  InvalidCoupon: fromDomain(ApplicationMessageId.invalidCoupon),
  CourseExpireInfo: fromDomain(ApplicationMessageId.courseExpireInfo),
  Unsubscribed: entry(480, 'You have unsubscribed from the course. It has left your courses.', Success),
  InvoiceExpired: entry(481, 'This invoice is past its due date and can no longer be paid. Check out again for a new invoice.', ErrorType),
  InvoiceAlreadyPaid: entry(482, 'This invoice has already been paid.', ErrorType),
  InvoiceNotPayable: entry(483, 'This invoice was cancelled and can no longer be paid or changed.', ErrorType),
  GatewayUnavailable: entry(484, 'This payment method is not available. Please choose another one.', Validation),
  UnknownCartItem: entry(485, 'A course or plan in your cart is no longer on sale. Please choose again in the catalogue.', Validation),
  CouponApplied: entry(486, 'The coupon has been applied.', Success),
  CouponRemoved: entry(487, 'The coupon has been removed.', Success),
  PaymentStarted: entry(488, 'Your payment has started.', Info),
  InvoiceGenerated: entry(489, 'Your invoice is ready.', Success),
  NotRenewable: entry(490, 'This subscription cannot be renewed.', Validation),
  InvoiceChanging: entry(491, 'A payment for this invoice is in progress, so it cannot be changed now.', ErrorType),
  UploadLinkUsed: entry(364, 'This upload link has already been used. Please upload the file again.', ErrorType),
  DicomTokenExpired: entry(510, 'The image session has expired. The viewer asks for a new one.', ErrorType),
  DicomTokenInvalid: entry(511, 'This image link is not valid.', ErrorType),
  DicomTokenMissing: entry(512, 'Images are read with a DICOM token (X-Dicom-Token header or token parameter).', ErrorType),
} as const satisfies Record<string, CatalogueEntry>;

export type MessageKey = keyof typeof messageCatalogue;

/** Every message the server seeds: the domain's defaults plus the server's own. */
export const allApplicationMessages = (): { key: string; entry: CatalogueEntry }[] => {
  const byId = new Map<number, { key: string; entry: CatalogueEntry }>();
  for (const message of defaultApplicationMessages) {
    const key = Object.entries(ApplicationMessageId).find(([, id]) => id === message.id)?.[0] ?? `message${message.id}`;
    byId.set(message.id, { key, entry: message });
  }
  for (const [key, value] of Object.entries(messageCatalogue)) {
    if (!byId.has(value.id)) byId.set(value.id, { key: key.charAt(0).toLowerCase() + key.slice(1), entry: value });
  }
  return [...byId.values()].sort((a, b) => a.entry.id - b.entry.id);
};

/** The text of a catalogue message. */
export const messageText = (key: MessageKey): string => messageCatalogue[key].message;
