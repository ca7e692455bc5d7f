import { z } from 'zod';
import { ValidationBounds, requiredText } from './validation';
import { Id } from './id';

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
