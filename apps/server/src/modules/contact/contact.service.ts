import type { ContactMessageRequest } from '@portal/domain';
import type { ServiceContext } from '../../core/context';
import type { Caller } from '../../http/authentication';
import type { Mailer } from '../../platform/mail/mailer';
import { insertContactMessage } from './contact.queries';

/** Where contact messages go (the support desk's inbox). */
export const supportAddress = 'support@candidate-portal.local';

/** Writing to the institute: the message is kept and mailed to the support desk. */
export function createContactService({ db, clock, mailer }: ServiceContext & { readonly mailer: Mailer }) {
  return {
    async postMessage(caller: Caller, request: ContactMessageRequest): Promise<void> {
      await insertContactMessage(db, {
        userId: caller.user.id,
        candidateSosId: request.CandidateSOSId ?? null,
        subjectId: request.SubjectId ?? null,
        subject: request.Subject,
        message: request.Message,
        createdAt: clock(),
      });
      await mailer.send({
        to: supportAddress,
        subject: `[Contact] ${request.Subject}`,
        text: `From ${caller.user.fullName} (${caller.user.userName}, ${caller.user.email})\nCourse: ${request.CandidateSOSId ?? '-'}  Subject: ${request.SubjectId ?? '-'}\n\n${request.Message}`,
      });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
