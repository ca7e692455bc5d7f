import { z } from 'zod';
import {
  AssignmentFilter,
  AssignmentReviewStatus,
  AssignmentSubmissionStatus,
  SubmissionType,
} from '../enums/assignment';
import { ValidationMessageKey } from '../enums/validation-message-key';
import { ValidationBounds, optionalText } from './validation';
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
  SubmittedDate: z.string().nullable(),
  TeacherRemarks: z.string().nullable(),
});
export type Assignment = z.infer<typeof Assignment>;

/** spec: assignments list: Assignments, TotalRecords. */
export const AssignmentListResponse = paged('Assignments', Assignment);
export type AssignmentListResponse = z.infer<typeof AssignmentListResponse>;

export const AssignmentListQuery = z.object({
  filter: z.coerce.number().pipe(z.enum(AssignmentFilter)).default(AssignmentFilter.All),
  subjectId: QueryId.optional(),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type AssignmentListQuery = z.infer<typeof AssignmentListQuery>;

/**
 * POST submit (not shown: ours). A text submission needs Text; an attachment submission needs the
 * FileKey returned by the pre-signed upload.
 */
export const SubmitAssignmentRequest = z
  .object({
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
