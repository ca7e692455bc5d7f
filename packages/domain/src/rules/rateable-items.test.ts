import { describe, expect, it } from 'vitest';
import { ContentType, ProblemType, RatingItemType } from '../enums/content';
import { isRateableItemType, isReportableProblemType, problemTypeFitsContent } from './rateable-items';

describe('what can be rated and reported', () => {
  it('rates courses, content and tests now; the other rating item types wait for their areas', () => {
    expect(isRateableItemType(RatingItemType.Course)).toBe(true);
    expect(isRateableItemType(RatingItemType.Content)).toBe(true);
    expect(isRateableItemType(RatingItemType.Meeting)).toBe(true);
    expect(isRateableItemType(RatingItemType.Webinar)).toBe(true);
    expect(isRateableItemType(RatingItemType.Assignment)).toBe(true);
    expect(isRateableItemType(RatingItemType.Test)).toBe(true);
    for (const itemType of [RatingItemType.Quiz, RatingItemType.Question]) {
      expect(isRateableItemType(itemType)).toBe(false);
    }
  });

  it('reports problems of type video 1 and reading 2 on the matching content, and test 3 on tests', () => {
    expect(isReportableProblemType(ProblemType.video)).toBe(true);
    expect(isReportableProblemType(ProblemType.reading)).toBe(true);
    expect(isReportableProblemType(ProblemType.assignment)).toBe(true);
    expect(isReportableProblemType(ProblemType.test)).toBe(true);
    expect(isReportableProblemType(ProblemType.classTest)).toBe(false);
    expect(problemTypeFitsContent(ProblemType.video, ContentType.video)).toBe(true);
    expect(problemTypeFitsContent(ProblemType.video, ContentType.reading)).toBe(false);
    expect(problemTypeFitsContent(ProblemType.reading, ContentType.reading)).toBe(true);
    expect(problemTypeFitsContent(ProblemType.reading, ContentType.video)).toBe(false);
    expect(problemTypeFitsContent(ProblemType.assignment, ContentType.video)).toBe(false);
  });
});
