import { ContentType, ProblemType, RatingItemType } from '../enums/content';

/**
 * Decision: what can be rated and reported today. Courses (ItemId = SOSId) and course content
 * (ItemId = ContentId), live classes (Meeting 7: ItemId = MeetingTopicId, once subscribed),
 * webinars (Webinar 8: ItemId = WebinarId, once started) and assignments (Assignment 6: ItemId =
 * AssignmentId) are rated; problems are reported on videos and readings (ItemId = ContentId) and
 * assignments (assignment 5: ItemId = AssignmentId). The enums keep the other types for the areas
 * that will rate them (tests, quizzes); until then the server refuses them as bad input.
 */
export const RateableItemTypes: readonly RatingItemType[] = [RatingItemType.Course, RatingItemType.Content, RatingItemType.Meeting, RatingItemType.Webinar, RatingItemType.Assignment];
export const ReportableProblemTypes: readonly ProblemType[] = [ProblemType.video, ProblemType.reading, ProblemType.assignment];

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
