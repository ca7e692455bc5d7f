import {
  CloudStorageFolder,
  Feature,
  SubmissionType,
  assignmentFilterNames,
  assignmentStatuses,
  isAssignmentExpired,
  matchesAssignmentFilter,
  submissionRefusal,
  type ActivityGroup,
  type Assignment,
  type AssignmentFilterResponse,
  type AssignmentListQuery,
  type AssignmentListResponse,
  type AssignmentQuery,
  type Course,
  type SaveAssignmentDraftRequest,
  type SubmitAssignmentRequest,
} from '@portal/domain';
import type { ServiceContext } from '../../core/context';
import { AppError } from '../../core/errors';
import type { Caller } from '../../http/authentication';
import type { CoursesModule } from '../courses';
import type { FilesModule } from '../files';
import { sanitizeAnswer } from './answer-sanitiser';
import { findAssignment, findCourseAssignment, findSubmission, listCourseAssignments, upsertWork, writeReview, type AssignmentWithWork } from './assignments.queries';

export interface AssignmentsContext extends ServiceContext {
  readonly courses: Pick<CoursesModule, 'access' | 'completeAssignment'>;
  readonly files: Pick<FilesModule, 'claimUpload' | 'readUrl' | 'discard' | 'storeFile'>;
}

/** Another candidate's assignment, or one outside the caller's course, answers like a missing one. */
const notFound = () => new AppError(404, 'NotFoundException', 'NotFound');
const contentLocked = () => new AppError(403, 'ContentLockedException', 'ContentLocked');
const invalid = (field: string, text: string) => new AppError(400, 'ValidationException', 'BadRequest', `${field}: ${text}`);

/** The reviewer's annotated copy of a submission, as the review operation brings it. */
export interface ReviewFile {
  readonly name: string;
  readonly bytes: Uint8Array;
}

/**
 * Plain text (a text answer before it is sanitised into HTML, see
 * answer-sanitiser.ts): line ends made LF, control characters (but tab and newline) dropped.
 */
export const plainText = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .trim();

/** Is the assignment's activity on a locked day of its subject (spec 4: locking follows the course)? */
function lockedAssignments(groups: Map<number, ActivityGroup[]>): Set<number> {
  const locked = new Set<number>();
  for (const subjectGroups of groups.values())
    for (const day of subjectGroups.flatMap((group) => group.SubjectActivityGroupDays))
      for (const activity of day.SubjectGroupDayActivities)
        if ((day.IsLocked || activity.IsLocked) && activity.AssignmentId !== null) locked.add(activity.AssignmentId);
  return locked;
}

/**
 * Assignments (spec 3, 4, 7): every call first finds the caller's enrolment (404 otherwise) with
 * the Assignments feature (403 otherwise), then the assignment in that course's subjects (404);
 * work is keyed by the enrolment, so no id reaches another candidate's. Submitting is refused on a
 * locked day (403), after the due date (403, 441) and once reviewed (403, 442); it completes the
 * activity (spec: submitting marks the detail as submitted).
 */
export function createAssignmentsService({ db, clock, courses, files }: AssignmentsContext) {
  const { access } = courses;

  async function toAssignment(course: Course, { assignment, work }: AssignmentWithWork, locked: boolean): Promise<Assignment> {
    const subject = course.Subjects.find((entry) => entry.SubjectId === assignment.subjectId);
    const submissionType = assignment.submissionType as SubmissionType;
    const submittedAt = work?.submittedAt ?? null;
    const reviewedAt = work?.reviewedAt ?? null;
    return {
      AssignmentId: assignment.assignmentId,
      SOSDetailAssignmentId: assignment.sosDetailAssignmentId,
      SubjectId: assignment.subjectId,
      SubjectName: subject?.SubjectName ?? '',
      Title: assignment.title,
      Instructions: assignment.instructions,
      SubmissionType: submissionType,
      ...assignmentStatuses({ submissionType, submittedAt, reviewedAt }),
      IsSubmitted: submittedAt !== null,
      DueDate: assignment.dueAt?.toISOString() ?? null,
      IsExpired: isAssignmentExpired(assignment.dueAt, clock()),
      TotalScore: assignment.totalScore,
      ObtainedScore: reviewedAt ? (work?.score ?? null) : null,
      // Answers stored before the editor are plain text: served as escaped paragraphs.
      SubmittedText: submittedAt && work?.text ? sanitizeAnswer(work.text) : null,
      SubmittedFileUrl:
        submittedAt && work?.fileKey ? await files.readUrl(work.fileKey, { contentType: work.fileContentType ?? 'application/octet-stream', fileName: work.fileName ?? undefined }) : null,
      SubmittedFileName: submittedAt ? (work?.fileName ?? null) : null,
      DraftText: work?.draftText ? sanitizeAnswer(work.draftText) : null,
      IsLocked: locked,
      SubmittedDate: submittedAt?.toISOString() ?? null,
      // Rich text sanitised when written; remarks stored before that are plain text (escaped paragraphs).
      TeacherRemarks: reviewedAt && work?.remarks ? sanitizeAnswer(work.remarks) || null : null,
      ReviewedFileUrl:
        reviewedAt && work?.reviewedFileKey
          ? await files.readUrl(work.reviewedFileKey, { contentType: work.reviewedFileContentType ?? 'application/octet-stream', fileName: work.reviewedFileName ?? undefined })
          : null,
      ReviewedFileName: reviewedAt && work?.reviewedFileKey ? (work.reviewedFileName ?? null) : null,
    };
  }

  /** The caller's enrolment and one assignment of its course, checked (ownership, feature, subject), with its lock. */
  async function ownAssignment(caller: Caller, candidateSosId: number, assignmentId: number) {
    const course = await access.enrolment(caller, candidateSosId, Feature.Assignments);
    const found = await findCourseAssignment(db, course.SOSId, assignmentId, course.CandidateSOSId);
    if (!found || !course.Subjects.some((subject) => subject.SubjectId === found.assignment.subjectId)) throw notFound();
    const groups = await access.subjectGroups(course, found.assignment.subjectId);
    const locked = lockedAssignments(new Map([[found.assignment.subjectId, groups]])).has(assignmentId);
    return { course, found, locked };
  }

  function refuseSubmission(found: AssignmentWithWork, now: Date) {
    const refusal = submissionRefusal({ dueAt: found.assignment.dueAt, reviewedAt: found.work?.reviewedAt ?? null }, now);
    if (refusal === 'expired') throw new AppError(403, 'AssignmentExpiredException', 'AssignmentExpired');
    if (refusal === 'reviewed') throw new AppError(403, 'AssignmentReviewedException', 'AssignmentAlreadyReviewed');
  }

  return {
    async filters(): Promise<AssignmentFilterResponse> {
      return { Filters: assignmentFilterNames.map((option) => ({ ...option })) };
    },

    async list(caller: Caller, query: AssignmentListQuery): Promise<AssignmentListResponse> {
      const course = await access.enrolment(caller, query.candidateSOSId, Feature.Assignments);
      if (query.subjectId !== undefined) access.subjectOf(course, query.subjectId);
      const subjectIds = course.Subjects.map((subject) => subject.SubjectId).filter((id) => query.subjectId === undefined || id === query.subjectId);
      const [rows, groups] = await Promise.all([listCourseAssignments(db, course.SOSId, subjectIds, course.CandidateSOSId), access.courseGroups(course)]);
      const locked = lockedAssignments(groups);
      const all = await Promise.all(rows.map((row) => toAssignment(course, row, locked.has(row.assignment.assignmentId))));
      const matching = all.filter((assignment) => matchesAssignmentFilter(assignment, query.filter));
      const start = (query.pageNumber - 1) * query.pageSize;
      return { TotalRecords: matching.length, Assignments: matching.slice(start, start + query.pageSize) };
    },

    /** May the caller open this assignment under the enrolment (what ratings and problem reports check)? */
    async check(caller: Caller, candidateSosId: number, assignmentId: number): Promise<void> {
      const { locked } = await ownAssignment(caller, candidateSosId, assignmentId);
      if (locked) throw contentLocked();
    },

    async detail(caller: Caller, query: AssignmentQuery): Promise<Assignment> {
      const { course, found, locked } = await ownAssignment(caller, query.candidateSOSId, query.assignmentId);
      if (locked) throw contentLocked();
      return toAssignment(course, found, locked);
    },

    async submit(caller: Caller, request: SubmitAssignmentRequest): Promise<Assignment> {
      const { course, found, locked } = await ownAssignment(caller, request.CandidateSOSId, request.AssignmentId);
      if (found.assignment.sosDetailAssignmentId !== request.SOSDetailAssignmentId) throw notFound();
      const now = clock();
      refuseSubmission(found, now);
      if (locked) throw contentLocked();
      const wanted = found.assignment.submissionType as SubmissionType;
      if (request.SubmissionType !== wanted) throw invalid('SubmissionType', `this assignment takes submission type ${wanted}.`);
      const key = { userId: caller.user.id, candidateSosId: course.CandidateSOSId, assignmentId: found.assignment.assignmentId };
      const previousKey = found.work?.fileKey ?? null;
      let saved;
      switch (request.SubmissionType) {
        case SubmissionType.Text: {
          const text = sanitizeAnswer(plainText(request.Text ?? ''));
          if (!text) throw invalid('Text', 'write your answer before submitting.');
          saved = await upsertWork(db, key, { submissionType: wanted, text, fileKey: null, fileName: null, fileContentType: null, draftText: null, submittedAt: now, updatedAt: now });
          break;
        }
        case SubmissionType.Attachment: {
          const fileKey = request.FileKey ?? '';
          const alreadySaved = fileKey === previousKey;
          const { contentType } = await files.claimUpload(caller.user.id, fileKey, CloudStorageFolder.assignments, { alreadySaved });
          saved = await upsertWork(db, key, { submissionType: wanted, text: null, fileKey, fileName: request.FileName ?? 'attachment', fileContentType: contentType, draftText: null, submittedAt: now, updatedAt: now });
          break;
        }
        case SubmissionType.NoSubmission:
          saved = await upsertWork(db, key, { submissionType: wanted, draftText: null, submittedAt: now, updatedAt: now });
          break;
        default:
          return request.SubmissionType satisfies never;
      }
      if (previousKey && previousKey !== saved.fileKey) await files.discard(previousKey);
      await courses.completeAssignment(caller.user.id, course.CandidateSOSId, found.assignment.sosDetailAssignmentId, now);
      return toAssignment(course, { assignment: found.assignment, work: saved }, locked);
    },

    async saveDraft(caller: Caller, request: SaveAssignmentDraftRequest): Promise<Assignment> {
      const { course, found, locked } = await ownAssignment(caller, request.CandidateSOSId, request.AssignmentId);
      if (locked) throw contentLocked();
      if (found.assignment.submissionType !== SubmissionType.Text) throw invalid('AssignmentId', 'only a text assignment keeps a draft.');
      const now = clock();
      refuseSubmission(found, now);
      const draft = sanitizeAnswer(plainText(request.Text));
      const saved = await upsertWork(
        db,
        { userId: caller.user.id, candidateSosId: course.CandidateSOSId, assignmentId: found.assignment.assignmentId },
        { draftText: draft || null, updatedAt: now },
      );
      return toAssignment(course, { assignment: found.assignment, work: saved }, locked);
    },

    /**
     * The review operation (no teacher UI in this product: `npm run review-assignment -w
     * @portal/server -- <candidateSOSId> <assignmentId> <score> <remarks> [--file <path>]` and the
     * tests call it). The score is within 0..TotalScore; the remarks may be rich text (paragraphs,
     * lists, links: sanitised as answers are); the reviewer may attach an annotated copy of the
     * submission (a PDF, image or Office file within the assignments' size limit, checked by its
     * bytes: messages 116, 117), stored under the candidate's own key so only their detail serves
     * it; a new one replaces the previous. Only a submitted assignment can be reviewed: false when
     * there is no such submission (nothing is stored then).
     */
    async review(candidateSosId: number, assignmentId: number, review: { score: number; remarks: string; file?: ReviewFile }): Promise<boolean> {
      const assignment = await findAssignment(db, assignmentId);
      if (!assignment) return false;
      if (!Number.isFinite(review.score) || review.score < 0 || review.score > assignment.totalScore)
        throw invalid('score', `must be between 0 and the full marks (${assignment.totalScore}).`);
      const remarks = sanitizeAnswer(plainText(review.remarks));
      if (!remarks) throw invalid('remarks', 'write the reviewer\'s comments.');
      const submission = await findSubmission(db, candidateSosId, assignmentId);
      if (!submission) return false;
      const stored = review.file ? await files.storeFile(submission.userId, CloudStorageFolder.assignments, review.file.name, review.file.bytes) : undefined;
      const file = stored && review.file ? { key: stored.key, name: review.file.name.split(/[\\/]/).pop() || 'review', contentType: stored.contentType } : undefined;
      let written = false;
      try {
        written = await writeReview(db, candidateSosId, assignmentId, { score: review.score, remarks, reviewedAt: clock(), file });
      } finally {
        if (stored && !written) await files.discard(stored.key);
      }
      if (written && stored && submission.reviewedFileKey && submission.reviewedFileKey !== stored.key) await files.discard(submission.reviewedFileKey);
      return written;
    },
  };
}

export type AssignmentsService = ReturnType<typeof createAssignmentsService>;
