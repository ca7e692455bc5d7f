import { ContentType, ProblemType, RatingItemType } from '../enums/content';

/**
 * Decision: what can be rated and reported today. Courses (ItemId = SOSId) and course content
 * (ItemId = ContentId), live classes (Meeting 7: ItemId = MeetingTopicId, once subscribed) and
 * webinars (Webinar 8: ItemId = WebinarId, once started) are rated; problems are reported on videos and readings (ItemId =
 * ContentId). The enums keep the other types for the areas that will rate them (tests, quizzes,
 * assignments); until then the server refuses them as bad input.
 */
export const RateableItemTypes: readonly RatingItemType[] = [RatingItemType.Course, RatingItemType.Content, RatingItemType.Meeting, RatingItemType.Webinar];
export const ReportableProblemTypes: readonly ProblemType[] = [ProblemType.video, ProblemType.reading];

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
