import {
  ActivityType,
  ContentType,
  RatingItemType,
  isRateableItemType,
  isReportableProblemType,
  problemTypeFitsContent,
  ProblemType,
  type ItemRating,
  type RatingQuery,
  type RatingResponse,
  type ReportProblem,
  type ReportProblemQuery,
  type ReportProblemResponse,
  type SaveRatingRequest,
  type SaveReportProblemRequest,
} from '@portal/domain';
import type { ServiceContext } from '../../core/context';
import { AppError } from '../../core/errors';
import { messageText } from '../../core/message-catalogue';
import type { Caller } from '../../http/authentication';
import type { CourseAccess } from '../courses';
import { deleteRating, deleteReport, findRating, findReport, listUserRatings, upsertRating, upsertReport } from './ratings.queries';

/** Problem reports on another area's items use that area's item check: assignment 5, test 3. */
const problemOwners = new Map<ProblemType, RatingItemType>([
  [ProblemType.assignment, RatingItemType.Assignment],
  [ProblemType.test, RatingItemType.Test],
]);

const notFound = () => new AppError(404, 'NotFoundException', 'NotFound');
/** Bad input names its field first, as every 400 does. */
const notYet = (field: string) => new AppError(400, 'ValidationException', 'NotRateableYet', `${field}: ${messageText('NotRateableYet')}`);

/** Throws (404, 403, 409) unless the caller may rate the item of the enrolment. */
export type ItemCheck = (caller: Caller, candidateSosId: number, itemId: number) => Promise<void>;

type RatingRow = Awaited<ReturnType<typeof findRating>> & {};
const ratingOf = (row: RatingRow): ItemRating => ({ ItemId: row.itemId, ItemType: row.itemType as RatingItemType, Rating: row.rating, Comment: row.comment });

/**
 * Ratings (Course 1: ItemId = the course's SOSId; Content 2: ItemId = ContentId) and problem
 * reports (video 1 / reading 2 on the matching content). The enrolment must be the caller's
 * (another's answers like a missing one); content must be openable (its day unlocked, its feature
 * in the package). The other item and problem types are refused until their areas exist.
 */
export function createRatingsService({ db, clock }: ServiceContext, access: CourseAccess) {
  /**
   * Checks of the item types other areas own, by type: Meeting 7 and Webinar 8 (the live module's),
   * Assignment 6 (the assignments module's), Test 4 (the tests module's: a test the caller finished).
   */
  const itemChecks = new Map<RatingItemType, ItemCheck>();

  /** The item is one of the enrolment's: its course, one of its videos and readings, or another area's item. */
  async function checkItem(caller: Caller, candidateSosId: number, itemType: RatingItemType, itemId: number): Promise<void> {
    if (!isRateableItemType(itemType)) throw notYet('ItemType');
    const areaCheck = itemChecks.get(itemType);
    if (areaCheck) return areaCheck(caller, candidateSosId, itemId);
    if (itemType !== RatingItemType.Course && itemType !== RatingItemType.Content) throw notYet('ItemType');
    if (itemType === RatingItemType.Course) {
      const course = await access.enrolment(caller, candidateSosId);
      if (course.SOSId !== itemId) throw notFound();
      return;
    }
    await access.content(caller, candidateSosId, { contentId: itemId });
  }

  async function checkReportedContent(caller: Caller, candidateSosId: number, problemType: ProblemType, itemId: number): Promise<void> {
    if (!isReportableProblemType(problemType)) throw notYet('ProblemType');
    const owner = problemOwners.get(problemType);
    if (owner !== undefined) {
      const areaCheck = itemChecks.get(owner);
      if (!areaCheck) throw notYet('ProblemType');
      return areaCheck(caller, candidateSosId, itemId);
    }
    const opened = await access.content(caller, candidateSosId, { contentId: itemId });
    const contentType = opened.activity.ActivityType === ActivityType.video ? ContentType.video : ContentType.reading;
    if (!problemTypeFitsContent(problemType, contentType)) {
      throw new AppError(400, 'ValidationException', 'BadRequest', `ProblemType: a ${contentType === ContentType.video ? 'video' : 'reading'} takes problem type ${contentType}.`);
    }
  }

  const reportOf = (row: Awaited<ReturnType<typeof findReport>> & {}): ReportProblem => ({
    ItemId: row.itemId,
    ProblemType: row.problemType as ProblemType,
    Description: row.description,
    IsReported: true,
  });

  return {
    /** Another area vouches for its items of a rating type (the item is the caller's and rateable). */
    useItemCheck(itemType: RatingItemType, check: ItemCheck): void {
      itemChecks.set(itemType, check);
    },

    async saveRating(caller: Caller, request: SaveRatingRequest): Promise<ItemRating> {
      await checkItem(caller, request.CandidateSOSId, request.ItemType, request.ItemId);
      const now = clock();
      const row = await upsertRating(db, {
        candidateSosId: request.CandidateSOSId,
        itemType: request.ItemType,
        itemId: request.ItemId,
        userId: caller.user.id,
        rating: request.Rating,
        comment: request.Comment ? request.Comment : null,
        createdAt: now,
        updatedAt: now,
      });
      return ratingOf(row);
    },

    async removeRating(caller: Caller, query: RatingQuery): Promise<null> {
      if (!isRateableItemType(query.itemType)) throw notYet('itemType');
      await access.enrolment(caller, query.candidateSOSId);
      if (!(await deleteRating(db, query.candidateSOSId, query.itemType, query.itemId))) throw notFound();
      return null;
    },

    async rating(caller: Caller, query: RatingQuery): Promise<RatingResponse> {
      if (!isRateableItemType(query.itemType)) throw notYet('itemType');
      await access.enrolment(caller, query.candidateSOSId);
      const row = await findRating(db, query.candidateSOSId, query.itemType, query.itemId);
      return { ItemRating: row ? ratingOf(row) : null };
    },

    async saveReportProblem(caller: Caller, request: SaveReportProblemRequest): Promise<ReportProblem> {
      await checkReportedContent(caller, request.CandidateSOSId, request.ProblemType, request.ItemId);
      const now = clock();
      const row = await upsertReport(db, {
        candidateSosId: request.CandidateSOSId,
        problemType: request.ProblemType,
        itemId: request.ItemId,
        userId: caller.user.id,
        description: request.Description,
        createdAt: now,
        updatedAt: now,
      });
      return reportOf(row);
    },

    async removeReportProblem(caller: Caller, query: ReportProblemQuery): Promise<null> {
      if (!isReportableProblemType(query.problemType)) throw notYet('problemType');
      await access.enrolment(caller, query.candidateSOSId);
      if (!(await deleteReport(db, query.candidateSOSId, query.problemType, query.itemId))) throw notFound();
      return null;
    },

    async reportProblem(caller: Caller, query: ReportProblemQuery): Promise<ReportProblemResponse> {
      if (!isReportableProblemType(query.problemType)) throw notYet('problemType');
      await access.enrolment(caller, query.candidateSOSId);
      const row = await findReport(db, query.candidateSOSId, query.problemType, query.itemId);
      return { ReportProblem: row ? reportOf(row) : null };
    },

    /** The caller's rating of a content item of an enrolment (the Content answers carry it). */
    async contentRating(candidateSosId: number, itemType: RatingItemType, itemId: number): Promise<ItemRating | null> {
      const row = await findRating(db, candidateSosId, itemType, itemId);
      return row ? ratingOf(row) : null;
    },

    /** A test's rating and problem report of an enrolment, written onto its result (spec: ItemRating, ReportProblem). */
    async testFeedback(candidateSosId: number, testId: number): Promise<{ ItemRating: ItemRating | null; ReportProblem: ReportProblem | null }> {
      const [rating, report] = await Promise.all([
        findRating(db, candidateSosId, RatingItemType.Test, testId),
        findReport(db, candidateSosId, ProblemType.test, testId),
      ]);
      return { ItemRating: rating ? ratingOf(rating) : null, ReportProblem: report ? reportOf(report) : null };
    },

    /** The caller's course ratings by CandidateSOSId (the dashboard's course cards show ItemRating). */
    async courseRatings(userId: string): Promise<Map<number, ItemRating>> {
      const rows = await listUserRatings(db, userId, RatingItemType.Course);
      return new Map(rows.map((row) => [row.candidateSosId, ratingOf(row)]));
    },
  };
}

export type RatingsService = ReturnType<typeof createRatingsService>;
