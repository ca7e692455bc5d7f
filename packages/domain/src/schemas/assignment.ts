import { z } from 'zod';
import {
  AssignmentFilter,
  AssignmentReviewStatus,
  AssignmentSubmissionStatus,
  SubmissionType,
} from '../enums/assignment';
import { ValidationMessageKey } from '../enums/validation-message-key';
import { ValidationBounds, keyed, optionalText, queryWholeNumber, wellFormedText } from './validation';
import { Id, QueryId } from './id';
import { paged } from './paged';

/** spec: an assignment: AssignmentId, IsSubmitted. The rest is ours. */
export const Assignment = z.object({
  AssignmentId: Id,
  SOSDetailAssignmentId: Id,
  SubjectId: Id,
  SubjectName: z.string(),
  Title: z.string(),
  Instructions: z.string(),
  SubmissionType: z.enum(SubmissionType),
  SubmissionStatus: z.enum(AssignmentSubmissionStatus),
  ReviewStatus: z.enum(AssignmentReviewStatus),
  IsSubmitted: z.boolean(),
  DueDate: z.string().nullable(),
  IsExpired: z.boolean(),
  TotalScore: z.number().nonnegative(),
  ObtainedScore: z.number().nonnegative().nullable(),
  SubmittedText: z.string().nullable(),
  SubmittedFileUrl: z.string().nullable(),
  /** Ours: the submitted file's name as the candidate chose it. */
  SubmittedFileName: z.string().nullable().default(null),
  /** Ours: the text answer being written (kept on the server), until it is submitted. */
  DraftText: z.string().nullable().default(null),
  /** Ours: the activity's day is locked (spec 4: locking follows the course's rules). */
  IsLocked: z.boolean().default(false),
  SubmittedDate: z.string().nullable(),
  /** The reviewer's remarks: HTML sanitised by the server (p, br, strong, em, ul, ol, li, a), once reviewed. */
  TeacherRemarks: z.string().nullable(),
  /** Ours: a signed URL of the reviewer's annotated copy of the submission, when the review has one. */
  ReviewedFileUrl: z.string().nullable().default(null),
  /** Ours: that file's name. */
  ReviewedFileName: z.string().nullable().default(null),
});
export type Assignment = z.infer<typeof Assignment>;

/** spec: assignments list: Assignments, TotalRecords. */
export const AssignmentListResponse = paged('Assignments', Assignment);
export type AssignmentListResponse = z.infer<typeof AssignmentListResponse>;

export const AssignmentListQuery = z.object({
  candidateSOSId: QueryId,
  filter: z.coerce.number().pipe(z.enum(AssignmentFilter)).default(AssignmentFilter.All),
  subjectId: QueryId.optional(),
  pageNumber: queryWholeNumber(1).default(1),
  pageSize: queryWholeNumber(1, 100).default(10),
});
export type AssignmentListQuery = z.infer<typeof AssignmentListQuery>;

/** GetAssignment: one assignment of one enrolment. */
export const AssignmentQuery = z.object({ candidateSOSId: QueryId, assignmentId: QueryId });
export type AssignmentQuery = z.infer<typeof AssignmentQuery>;

/** GetAssignmentFilter: the list filters with their names (spec: All -1, Without Submission 1, ...). */
export const AssignmentFilterOption = z.object({
  Value: z.enum(AssignmentFilter),
  DisplayName: z.string(),
});
export type AssignmentFilterOption = z.infer<typeof AssignmentFilterOption>;
export const AssignmentFilterResponse = z.object({ Filters: z.array(AssignmentFilterOption) });
export type AssignmentFilterResponse = z.infer<typeof AssignmentFilterResponse>;

/** Ours: the draft of a text answer (an empty Text clears it). */
export const SaveAssignmentDraftRequest = z.object({
  CandidateSOSId: Id,
  AssignmentId: Id,
  Text: wellFormedText().max(ValidationBounds.longText.max, { error: keyed(ValidationMessageKey.maxLength) }),
});
export type SaveAssignmentDraftRequest = z.infer<typeof SaveAssignmentDraftRequest>;

/**
 * POST submit (not shown: ours). A text submission needs Text; an attachment submission needs the
 * FileKey returned by the pre-signed upload.
 */
export const SubmitAssignmentRequest = z
  .object({
    CandidateSOSId: Id,
    AssignmentId: Id,
    SOSDetailAssignmentId: Id,
    SubmissionType: z.enum(SubmissionType),
    Text: optionalText(ValidationBounds.longText.max),
    FileKey: optionalText(1024),
    FileName: optionalText(255),
  })
  .refine((request) => request.SubmissionType !== SubmissionType.Text || Boolean(request.Text), {
    error: ValidationMessageKey.required,
    path: ['Text'],
  })
  .refine(
    (request) => request.SubmissionType !== SubmissionType.Attachment || Boolean(request.FileKey),
    {
      error: ValidationMessageKey.required,
      path: ['FileKey'],
    },
  );
export type SubmitAssignmentRequest = z.infer<typeof SubmitAssignmentRequest>;
