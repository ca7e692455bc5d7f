import { z } from 'zod';
import { ValidationBounds, requiredText } from './validation';
import { Id, QueryId } from './id';

/**
 * Not shown: the teacher-support / contact message (ContactService/PostMessage). It names the course
 * and, optionally, the subject it is about, so the server can route it to the right teacher.
 */
export const ContactMessageRequest = z.object({
  CandidateSOSId: Id.nullish(),
  SubjectId: Id.nullish(),
  Subject: requiredText(ValidationBounds.shortText.max, 3),
  Message: requiredText(ValidationBounds.longText.max, 10),
});
export type ContactMessageRequest = z.infer<typeof ContactMessageRequest>;

/** A teacher's answer in a support thread (issue 14; the spec shows none). */
export const SupportReply = z.object({
  SupportReplyId: Id,
  TeacherName: z.string(),
  Message: z.string(),
  CreatedOn: z.string(),
});
export type SupportReply = z.infer<typeof SupportReply>;

/**
 * A teacher-support thread (issue 14; the spec shows none): the candidate's question to the course's
 * teachers and the teachers' replies, oldest first. IsRead is false while a reply arrived after the
 * candidate last opened the thread.
 */
export const SupportThread = z.object({
  ContactMessageId: Id,
  CandidateSOSId: Id,
  SubjectId: Id.nullable(),
  SubjectName: z.string().nullable(),
  Subject: z.string(),
  Message: z.string(),
  CreatedOn: z.string(),
  IsRead: z.boolean(),
  Replies: z.array(SupportReply),
});
export type SupportThread = z.infer<typeof SupportThread>;

/** GET ContactService/GetSupportThreads: the enrolment's threads (TeacherSupport feature). */
export const SupportThreadsQuery = z.object({ candidateSOSId: QueryId });
export type SupportThreadsQuery = z.infer<typeof SupportThreadsQuery>;

/** The caller's threads of one enrolment, newest first, and how many have an unread reply. */
export const SupportThreadsResponse = z.object({
  Threads: z.array(SupportThread),
  UnreadCount: z.number().int().min(0),
});
export type SupportThreadsResponse = z.infer<typeof SupportThreadsResponse>;

/** POST ContactService/MarkSupportThreadRead: the candidate opened the thread's replies. */
export const MarkSupportThreadReadRequest = z.object({ ContactMessageId: Id });
export type MarkSupportThreadReadRequest = z.infer<typeof MarkSupportThreadReadRequest>;

/** A teacher's reply as the operator sends it (the CLI script and the operator endpoint; no client calls it). */
export const TeacherSupportReplyRequest = z.object({
  ContactMessageId: Id,
  TeacherName: requiredText(ValidationBounds.shortText.max, 2),
  Message: requiredText(ValidationBounds.longText.max, 2),
});
export type TeacherSupportReplyRequest = z.infer<typeof TeacherSupportReplyRequest>;
