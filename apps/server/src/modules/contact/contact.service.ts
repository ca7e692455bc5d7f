import { Feature, NotificationKind, NotificationTargetKind, type ContactMessageRequest, type Course, type SupportThreadsQuery, type SupportThreadsResponse, type TeacherSupportReplyRequest } from '@portal/domain';
import type { ServiceContext } from '../../core/context';
import { AppError } from '../../core/errors';
import type { Caller } from '../../http/authentication';
import type { Mailer } from '../../platform/mail/mailer';
import type { CoursesModule } from '../courses';
import type { OutgoingNotification, NotifyOutcome } from '../notifications';
import { findSupportThread, insertContactMessage, insertSupportReply, listSupportThreads, markSupportThreadRead } from './contact.queries';

/** Where contact messages without a course go (the support desk's inbox). */
export const supportAddress = 'support@candidate-portal.local';
/** Where a course's teacher-support questions go (the teachers' shared inbox; the subject names the course). */
export const teachersAddress = 'teachers@candidate-portal.local';

export interface ContactContext extends ServiceContext {
  readonly mailer: Mailer;
  readonly courses: Pick<CoursesModule, 'access'>;
  readonly notify: (userId: string, notification: OutgoingNotification) => Promise<NotifyOutcome>;
}

const threadNotFound = () => new AppError(404, 'NotFoundException', 'NotFound', 'ContactMessageId: Thread not found.');
const invalid = (field: string, text: string) => new AppError(400, 'ValidationException', 'BadRequest', `${field}: ${text}`);

/**
 * Writing to the institute (spec 7: ContactService/PostMessage) and teacher support (issue 14).
 * Without a course the message is kept and mailed to support. With a course (CandidateSOSId: the
 * caller's own enrolment with the TeacherSupport feature, 404 / 403 otherwise; a SubjectId must be
 * one of its subjects) it starts a support thread, mailed to the course's teachers. Replies come
 * from the operator's reply operation (CLI script or operator endpoint); each one makes the thread
 * unread and sends the candidate a notification. Another candidate's thread answers like a missing one.
 */
export function createContactService({ db, clock, mailer, courses, notify }: ContactContext) {
  const subjectName = (course: Course, subjectId: number | null) => course.Subjects.find((subject) => subject.SubjectId === subjectId)?.SubjectName ?? null;

  return {
    async postMessage(caller: Caller, request: ContactMessageRequest): Promise<void> {
      const from = `From ${caller.user.fullName} (${caller.user.userName}, ${caller.user.email})`;
      if (request.CandidateSOSId === null || request.CandidateSOSId === undefined) {
        await insertContactMessage(db, { userId: caller.user.id, candidateSosId: null, subjectId: null, subject: request.Subject, message: request.Message, createdAt: clock() });
        await mailer.send({ to: supportAddress, subject: `[Contact] ${request.Subject}`, text: `${from}\n\n${request.Message}` });
        return;
      }
      const course = await courses.access.enrolment(caller, request.CandidateSOSId, Feature.TeacherSupport);
      const subjectId = request.SubjectId ?? null;
      if (subjectId !== null && subjectName(course, subjectId) === null) throw invalid('SubjectId', 'is not a subject of this course.');
      const id = await insertContactMessage(db, {
        userId: caller.user.id,
        candidateSosId: course.CandidateSOSId,
        subjectId,
        subject: request.Subject,
        message: request.Message,
        createdAt: clock(),
      });
      await mailer.send({
        to: teachersAddress,
        subject: `[Teacher support] ${course.CourseName}: ${request.Subject}`,
        text: `${from}\nCourse: ${course.CourseName}  Subject: ${subjectName(course, subjectId) ?? 'General'}  Thread: ${id}\n\n${request.Message}\n\nReply with: npm run reply-teacher-support -w @portal/server -- ${id} "<teacher name>" "<reply>"`,
      });
    },

    async threads(caller: Caller, query: SupportThreadsQuery): Promise<SupportThreadsResponse> {
      const course = await courses.access.enrolment(caller, query.candidateSOSId, Feature.TeacherSupport);
      const rows = await listSupportThreads(db, caller.user.id, course.CandidateSOSId);
      const threads = rows.map(({ thread, replies }) => ({
        ContactMessageId: thread.id,
        CandidateSOSId: course.CandidateSOSId,
        SubjectId: thread.subjectId,
        SubjectName: subjectName(course, thread.subjectId),
        Subject: thread.subject,
        Message: thread.message,
        CreatedOn: thread.createdAt.toISOString(),
        IsRead: thread.lastReplyAt === null || (thread.readAt !== null && thread.readAt >= thread.lastReplyAt),
        Replies: replies.map((reply) => ({ SupportReplyId: reply.id, TeacherName: reply.teacherName, Message: reply.message, CreatedOn: reply.createdAt.toISOString() })),
      }));
      return { Threads: threads, UnreadCount: threads.filter((thread) => !thread.IsRead).length };
    },

    async markRead(caller: Caller, contactMessageId: number): Promise<void> {
      if (!(await markSupportThreadRead(db, caller.user.id, contactMessageId, clock()))) throw threadNotFound();
    },

    /**
     * The teacher's reply (no teacher UI in this product): `npm run reply-teacher-support -w
     * @portal/server -- <contactMessageId> "<teacher name>" "<reply>"`, or POST
     * /__operator/teacher-support/reply with the OPERATOR_SECRET. False when there is no such thread.
     */
    async reply(request: TeacherSupportReplyRequest): Promise<{ replyId: number; notified: boolean } | false> {
      const thread = await findSupportThread(db, request.ContactMessageId);
      if (!thread || thread.candidateSosId === null) return false;
      const now = clock();
      const replyId = await insertSupportReply(db, { contactMessageId: thread.id, teacherName: request.TeacherName.trim(), message: request.Message.trim(), createdAt: now });
      const outcome = await notify(thread.userId, {
        kind: NotificationKind.courseContent,
        title: `${request.TeacherName.trim()} replied to your question`,
        message: `"${thread.subject}": open Teacher support in your course to read the answer.`,
        candidateSosId: thread.candidateSosId,
        target: { Kind: NotificationTargetKind.teacherSupport, Ids: { CandidateSOSId: thread.candidateSosId } },
      });
      return { replyId, notified: outcome.delivered };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
