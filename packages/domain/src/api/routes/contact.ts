import { route } from './route';

/** Writing to the institute (spec: ContactService/PostMessage; teacher support builds on it). */
export const ContactApiRoutes = {
  /** With a CandidateSOSId the message goes to that course's teachers as a support thread (issue 14). */
  postContactMessage: route('POST', 'ContactService/PostMessage', true),
  /** Query: candidateSOSId. The enrolment's teacher-support threads with replies (TeacherSupport feature). */
  getSupportThreads: route('GET', 'ContactService/GetSupportThreads', true),
  /** Body: MarkSupportThreadReadRequest. */
  markSupportThreadRead: route('POST', 'ContactService/MarkSupportThreadRead', true),
} as const;
