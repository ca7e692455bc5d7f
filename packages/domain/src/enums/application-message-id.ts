import { MessageAudience, MessageType } from './message';

/**
 * spec: example application message ids (both documents). `userNotFound` is ours: the spec says a
 * non-candidate login is refused "with the user-not-found message from application messages" but
 * does not give its id, so we picked 73 (next to the login error, 72).
 */
export const ApplicationMessageId = {
  loginError: 72,
  userNotFound: 73,
  finishTestConfirmation: 82,
  pageNotFound: 99,
  fileFormatError: 116,
  fileSizeError: 117,
  meetingSubscribeConfirmation: 175,
  invalidCoupon: 186,
  courseUnsubscribeConfirmation: 190,
  resendOtp: 191,
  tryLater: 192,
  courseExpireInfo: 201,
  videoPlayError: 208,
} as const;
export type ApplicationMessageId = (typeof ApplicationMessageId)[keyof typeof ApplicationMessageId];

export interface DefaultApplicationMessage {
  readonly id: ApplicationMessageId;
  readonly message: string;
  readonly type: MessageType;
  readonly audience: MessageAudience;
}

/**
 * Default English wording for every known id. The spec does not show the wording; the server seeds
 * its message table from this list, and the portal never shows these directly (it shows what the
 * server returns, falling back to 'Message not found').
 */
export const defaultApplicationMessages: readonly DefaultApplicationMessage[] = [
  {
    id: ApplicationMessageId.loginError,
    message: 'The user name or password is incorrect.',
    type: MessageType.Error,
    audience: MessageAudience.Both,
  },
  {
    id: ApplicationMessageId.userNotFound,
    message: 'User not found. Only candidates can sign in to this portal.',
    type: MessageType.Error,
    audience: MessageAudience.Both,
  },
  {
    id: ApplicationMessageId.finishTestConfirmation,
    message:
      'Are you sure you want to finish this test? You cannot change your answers afterwards.',
    type: MessageType.Confirmation,
    audience: MessageAudience.ClientSide,
  },
  {
    id: ApplicationMessageId.pageNotFound,
    message: "The page you are looking for doesn't exist or an other error occured.",
    type: MessageType.Error,
    audience: MessageAudience.ClientSide,
  },
  {
    id: ApplicationMessageId.fileFormatError,
    message:
      'This file format is not supported. Please upload a PDF, JPG or PNG file (a profile picture may also be WebP).',
    type: MessageType.Validation,
    audience: MessageAudience.Both,
  },
  {
    id: ApplicationMessageId.fileSizeError,
    message: 'The file is too large. The maximum size is 5 MB.',
    type: MessageType.Validation,
    audience: MessageAudience.Both,
  },
  {
    id: ApplicationMessageId.meetingSubscribeConfirmation,
    message: 'Do you want to subscribe to this session? It will move to your subscribed classes.',
    type: MessageType.Confirmation,
    audience: MessageAudience.ClientSide,
  },
  {
    id: ApplicationMessageId.invalidCoupon,
    message: 'This coupon code is invalid or has expired.',
    type: MessageType.Error,
    audience: MessageAudience.Both,
  },
  {
    id: ApplicationMessageId.courseUnsubscribeConfirmation,
    message: 'Are you sure you want to unsubscribe from this course?',
    type: MessageType.Confirmation,
    audience: MessageAudience.ClientSide,
  },
  {
    id: ApplicationMessageId.resendOtp,
    message: 'A new verification code has been sent to your phone.',
    type: MessageType.Info,
    audience: MessageAudience.Both,
  },
  {
    id: ApplicationMessageId.tryLater,
    message: 'Something went wrong. Please try again later.',
    type: MessageType.Error,
    audience: MessageAudience.Both,
  },
  {
    id: ApplicationMessageId.courseExpireInfo,
    message: 'Your subscription to this course is about to expire. Renew it to keep access.',
    type: MessageType.Info,
    audience: MessageAudience.ClientSide,
  },
  {
    id: ApplicationMessageId.videoPlayError,
    message: 'This video cannot be played right now. Please try again later.',
    type: MessageType.Error,
    audience: MessageAudience.ClientSide,
  },
];
