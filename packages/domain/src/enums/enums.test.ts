import { describe, expect, it } from 'vitest';
import * as enums from './index';
import { EBookActivityKind } from '../schemas/ebook';
import { DateFormat } from '../rules/date-format';
import { EmptyStateAvatar, SkeletonCount } from '../rules/shell-constants';

// Every number below is the spec's. A test per enum fails if a number changes.
describe('enumerations hold the spec numbers exactly', () => {
  it('NotificationFilter', () =>
    expect(enums.NotificationFilter).toEqual({ all: 1, read: 2, unread: 3 }));
  it('NotificationBox', () =>
    expect(enums.NotificationBox).toEqual({ inbox: 0, trash: 1, delete: 2 }));
  it('PagingMode', () => expect(enums.PagingMode).toEqual({ loadMore: 1, replace: 2 }));
  it('Role', () => expect(enums.Role).toEqual({ candidate: 'Candidate' }));
  it('Platform', () => expect(enums.Platform).toEqual({ web: 1 }));
  it('Gender', () => expect(enums.Gender).toEqual({ male: 1, female: 2, preferNotToSay: 3 }));
  it('CourseType', () => expect(enums.CourseType).toEqual({ Active: 1, Archive: 2 }));
  it('ContentType', () => expect(enums.ContentType).toEqual({ video: 1, reading: 2 }));
  it('ActivityType', () =>
    expect(enums.ActivityType).toEqual({
      video: 1,
      reading: 2,
      test: 3,
      classTest: 4,
      assignment: 5,
    }));
  it('CandidateTestFilter', () =>
    expect(enums.CandidateTestFilter).toEqual({ all: 0, attempted: 1, unattempted: 2 }));
  it('AnswerType', () => expect(enums.AnswerType).toEqual({ single: 1, multiple: 2 }));
  it('WebinarFolder', () =>
    expect(enums.WebinarFolder).toEqual({ all: -1, current: 1, upcoming: 2, past: 3 }));
  it('TestType', () => expect(enums.TestType).toEqual({ CAT: 1, CBT: 2, PBT: 3 }));
  it('TestKind', () =>
    expect(enums.TestKind).toEqual({ systemTest: 'systemTest', SOSTest: 'SOSTest' }));
  it('TestSource', () => expect(enums.TestSource).toEqual({ SosTest: 1, SystemTest: 2 }));
  it('MeetingType', () =>
    expect(enums.MeetingType).toEqual({
      Instant: 1,
      Scheduled: 2,
      RecurringNoFixedTime: 3,
      RecurringFixedTime: 8,
    }));
  it('MeetingStatus', () =>
    expect(enums.MeetingStatus).toEqual({ Scheduled: 1, Started: 2, Completed: 3, Cancelled: 4 }));
  it('SubmissionType', () =>
    expect(enums.SubmissionType).toEqual({ NoSubmission: 1, Attachment: 2, Text: 3 }));
  it('AssignmentSubmissionStatus', () =>
    expect(enums.AssignmentSubmissionStatus).toEqual({
      NotApplicable: 1,
      Submitted: 2,
      Pending: 3,
    }));
  it('AssignmentReviewStatus', () =>
    expect(enums.AssignmentReviewStatus).toEqual({ NotApplicable: 1, Reviewed: 2, Pending: 3 }));
  it('CandidateType', () => expect(enums.CandidateType).toEqual({ campus: 1, online: 2 }));
  it('SubscriptionResponseStatus', () =>
    expect(enums.SubscriptionResponseStatus).toEqual({
      courseRegistered: 1,
      generateInvoice: 2,
      error: 3,
      success: 4,
      generateTransaction: 5,
    }));
  it('InvoiceStatus', () =>
    expect(enums.InvoiceStatus).toEqual({
      due: 1,
      inProcess: 2,
      cancelled: 3,
      paid: 4,
      error: 5,
      expired: 6,
    }));
  it('SubscriptionState', () =>
    expect(enums.SubscriptionState).toEqual({ active: 1, archived: 2 }));
  it('SubscriptionFilter', () => expect(enums.SubscriptionFilter).toEqual({ all: -1, renewal: 1 }));
  it('PaymentGateway', () =>
    expect(enums.PaymentGateway).toEqual({
      ubl: 1,
      payPro: 2,
      onCampus: 3,
      jazzCash: 4,
      stripe: 5,
      paypal: 6,
      JazzCashCard: 7,
      ublOtc: 8,
      JazzCashOtc: 9,
      otc: 10,
      meezanBank: 11,
    }));
  it('SubscriptionStatus', () =>
    expect(enums.SubscriptionStatus).toEqual({
      Active: 1,
      Pending: 2,
      Trial: 3,
      Suspended: 4,
      Unsubscribed: 5,
      Cancelled: 6,
      Expired: 7,
    }));
  it('CourseNavigationStep', () =>
    expect(enums.CourseNavigationStep).toEqual({
      subject: 'subject-nav',
      group: 'group-nav',
      activity: 'activity-nav',
    }));
  it('ActivityStep', () => expect(enums.ActivityStep).toEqual({ Group: 1, Day: 2, Activity: 3 }));
  it('ProblemType', () =>
    expect(enums.ProblemType).toEqual({
      video: 1,
      reading: 2,
      test: 3,
      classTest: 4,
      assignment: 5,
    }));
  it('Difficulty', () =>
    expect(enums.Difficulty).toEqual({ Beginner: 1, Intermediate: 2, Advanced: 3, Mixed: 4 }));
  it('ContentFilter', () => expect(enums.ContentFilter).toEqual({ All: -1, Video: 1, Reading: 2 }));
  it('AssignmentFilter', () =>
    expect(enums.AssignmentFilter).toEqual({
      All: -1,
      WithoutSubmission: 1,
      Submitted: 2,
      Pending: 3,
      Reviewed: 4,
    }));
  it('QuizFilter', () =>
    expect(enums.QuizFilter).toEqual({ All: 0, Attempted: 1, Unattempted: 2 }));
  it('QuizTypeFilter', () =>
    expect(enums.QuizTypeFilter).toEqual({
      All: 0,
      QuestionWiseRectification: 1,
      TopicWiseImprovement: 2,
    }));
  it('QuestionMode', () =>
    expect(enums.QuestionMode).toEqual({ Mcq: 1, ShortQuestion: 2, LongQuestion: 3 }));
  it('RatingItemType', () =>
    expect(enums.RatingItemType).toEqual({
      Course: 1,
      Content: 2,
      Quiz: 3,
      Test: 4,
      Question: 5,
      Assignment: 6,
      Meeting: 7,
      Webinar: 8,
    }));
  it('Feature (no 7, 15, 16)', () => {
    expect(enums.Feature).toEqual({
      NotRecommended: 0,
      Videos: 1,
      Readings: 2,
      Quizzes: 3,
      Assignments: 4,
      LiveDoubts: 5,
      LiveLectures: 6,
      TeacherSupport: 8,
      Stats: 9,
      Leaderboard: 10,
      Search: 11,
      Notifications: 12,
      Notes: 13,
      Bookmarks: 14,
      AIQuizzes: 17,
    });
    const values: number[] = Object.values(enums.Feature);
    expect(values).not.toContain(7);
    expect(values).not.toContain(15);
    expect(values).not.toContain(16);
  });
  it('SubscribedClassTopicType', () =>
    expect(enums.SubscribedClassTopicType).toEqual({
      LiveDoubts: 1,
      LiveLecture: 2,
      Exclusive: 3,
    }));
  it('ContentSource', () =>
    expect(enums.ContentSource).toEqual({ LMS: 1, Youtube: 2, Dailymotion: 3, Vimeo: 4 }));
  it('ReviewStatus', () => expect(enums.ReviewStatus).toEqual({ Pending: 1, Reviewed: 2 }));
  it('MessageType', () =>
    expect(enums.MessageType).toEqual({
      Error: 0,
      Info: 1,
      Success: 2,
      Warning: 3,
      Validation: 4,
      Confirmation: 5,
    }));
  it('MessageAudience', () =>
    expect(enums.MessageAudience).toEqual({ ServerSide: 1, ClientSide: 2, Both: 3, All: 4 }));
  it('AlertType', () =>
    expect(enums.AlertType).toEqual({
      danger: 'danger',
      success: 'success',
      warning: 'warning',
      info: 'info',
    }));
  it('CloudStorageFolder has the seven folders', () =>
    expect(Object.keys(enums.CloudStorageFolder)).toEqual([
      'lectureVideos',
      'assignments',
      'readings',
      'profileImage',
      'subjectImage',
      'educationCertificate',
      'landingVideo',
    ]));
  it('ServerException names', () =>
    expect(Object.values(enums.ServerException)).toEqual([
      'UserRoleInActiveException',
      'UserInActiveException',
      'UserNotFoundException',
      'UserEmailNotConfirmedException',
      'UserPhoneNumberNotConfirmedException',
      'NoActiveProgramFoundException',
    ]));
  it('ValidationMessageKey catalogue', () =>
    expect(Object.values(enums.ValidationMessageKey)).toEqual([
      'required',
      'maxLength',
      'minLength',
      'email',
      'mobilePhone',
      'cnic',
      'numeric',
      'alphanumeric',
      'url',
      'compare',
      'range',
      'passwordLength',
      'characters',
    ]));
  it('ApplicationMessageId', () =>
    expect(enums.ApplicationMessageId).toEqual({
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
    }));
  it('every application message id has one default English wording', () => {
    const ids = enums.defaultApplicationMessages.map((message) => message.id).sort((a, b) => a - b);
    expect(ids).toEqual(Object.values(enums.ApplicationMessageId).sort((a, b) => a - b));
    for (const message of enums.defaultApplicationMessages) {
      expect(message.message.length).toBeGreaterThan(10);
    }
  });
  it('EBookActivityKind (ours)', () =>
    expect(EBookActivityKind).toEqual({
      note: 'note',
      bookmark: 'bookmark',
      highlight: 'highlight',
    }));
  it('DateFormat', () =>
    expect(DateFormat).toEqual({
      date: 'DD-MMM-YYYY',
      dayDate: 'ddd DD MMM, YYYY',
      time: 'hh:mm A',
      transcriptTime: 'HH:mm:ss',
    }));
  it('EmptyStateAvatar', () =>
    expect(Object.values(EmptyStateAvatar)).toEqual(['norecord', 'locked', 'emptynotes']));
  it('SkeletonCount', () =>
    expect(SkeletonCount).toEqual({ small: 3, medium: 4, large: 7, buttons: 3 }));
});
