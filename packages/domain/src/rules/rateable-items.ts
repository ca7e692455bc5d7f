import { ContentType, ProblemType, RatingItemType } from '../enums/content';

/**
 * Decision: what can be rated and reported today. Courses (ItemId = SOSId) and course content
 * (ItemId = ContentId) are rated; problems are reported on videos and readings (ItemId =
 * ContentId); assignments (issue 14) are rated (Assignment 6) and reported (assignment 5) with
 * ItemId = AssignmentId. The enums keep the other types for the areas that will rate them (tests, quizzes,
 * assignments, meetings, webinars); until then the server refuses them as bad input.
 */
export const RateableItemTypes: readonly RatingItemType[] = [RatingItemType.Course, RatingItemType.Content, RatingItemType.Assignment];
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
