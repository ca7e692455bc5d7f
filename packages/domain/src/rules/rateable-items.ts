import { ContentType, ProblemType, RatingItemType } from '../enums/content';

/**
 * Decision: what can be rated and reported today. Courses (ItemId = SOSId), course content
 * (ItemId = ContentId), finished tests (Test 4: ItemId = TestId), live classes (Meeting 7: ItemId =
 * MeetingTopicId, once subscribed), webinars (Webinar 8: ItemId = WebinarId, once started) and
 * assignments (Assignment 6: ItemId = AssignmentId) are rated; problems are reported on videos and
 * readings (ItemId = ContentId), finished tests (test 3: ItemId = TestId) and assignments
 * (assignment 5: ItemId = AssignmentId). The enums keep the other types for the areas that will
 * rate them (quizzes, questions); until then the server refuses them as bad input.
 */
export const RateableItemTypes: readonly RatingItemType[] = [
  RatingItemType.Course,
  RatingItemType.Content,
  RatingItemType.Test,
  RatingItemType.Meeting,
  RatingItemType.Webinar,
  RatingItemType.Assignment,
];
export const ReportableProblemTypes: readonly ProblemType[] = [
  ProblemType.video,
  ProblemType.reading,
  ProblemType.test,
  ProblemType.assignment,
];

export function isRateableItemType(itemType: RatingItemType): boolean {
  return RateableItemTypes.includes(itemType);
}

export function isReportableProblemType(problemType: ProblemType): boolean {
  return ReportableProblemTypes.includes(problemType);
}

/** A video problem is reported on a video, a reading problem on a reading. */
export function problemTypeFitsContent(problemType: ProblemType, contentType: ContentType): boolean {
  switch (problemType) {
    case ProblemType.video:
      return contentType === ContentType.video;
    case ProblemType.reading:
      return contentType === ContentType.reading;
    default:
      return false;
  }
}
