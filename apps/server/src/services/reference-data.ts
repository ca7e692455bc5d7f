import {
  MessageAudience,
  MessageType,
  type ApplicationMessages,
  type ContactMessageRequest,
  type Country,
  type HowYouKnowAnswer,
  type HowYouKnowQuestion,
  type TimeZone,
} from '@portal/domain';
import { AppError, badRequest } from '../http/envelope';
import {
  insertContactMessage,
  listApplicationMessages,
  listCountries,
  listHowYouKnowOptions,
  listTimeZones,
  saveHowYouKnowAnswer,
} from '../queries/reference';
import { updateUser } from '../queries/users';
import type { Caller } from './accounts';
import { applicationMessagesStamp } from './app-info';
import type { ServiceContext } from './context';

/** spec: the how-you-know-us question (wording not shown: ours; one question). */
export const howYouKnowQuestion = { id: 1, text: 'How did you hear about us?' } as const;

/** Where contact messages go (the support desk's inbox). */
export const supportAddress = 'support@candidate-portal.local';

/**
 * Which stored audiences a request for `audience` receives: ClientSide gets client and shared
 * messages, ServerSide server and shared ones, Both and All get everything.
 */
function audiencesFor(audience: MessageAudience): number[] {
  switch (audience) {
    case MessageAudience.ClientSide:
      return [MessageAudience.ClientSide, MessageAudience.Both, MessageAudience.All];
    case MessageAudience.ServerSide:
      return [MessageAudience.ServerSide, MessageAudience.Both, MessageAudience.All];
    case MessageAudience.Both:
    case MessageAudience.All:
      return [MessageAudience.ServerSide, MessageAudience.ClientSide, MessageAudience.Both, MessageAudience.All];
    default:
      return audience satisfies never;
  }
}

export function createReferenceDataService(context: ServiceContext) {
  const { db, clock, mailer } = context;

  async function messages(audience?: MessageAudience): Promise<ApplicationMessages> {
    const rows = await listApplicationMessages(db, audience === undefined ? undefined : audiencesFor(audience));
    const Messages: ApplicationMessages['Messages'] = {};
    for (const row of rows) Messages[String(row.id)] = { Message: row.message, Type: row.type as MessageType };
    return { Messages, MessagesUpdatedOn: await applicationMessagesStamp(db) };
  }

  return {
    messages,

    /** Message key name -> id (e.g. loginError -> 72). */
    async messageKeys(): Promise<Record<string, number>> {
      const rows = await listApplicationMessages(db);
      return Object.fromEntries(rows.map((row) => [row.key, row.id]));
    },

    messageTypes: (): Record<string, number> => ({ ...MessageType }),

    async countries(): Promise<Country[]> {
      return (await listCountries(db)).map((row) => ({ CountryId: row.id, Name: row.name, CountryCode: row.code, PhoneCode: row.phoneCode }));
    },

    async timeZones(): Promise<TimeZone[]> {
      return (await listTimeZones(db)).map((row) => ({ TimeZoneId: row.id, DisplayName: row.displayName, UtcOffsetMinutes: row.utcOffsetMinutes }));
    },

    async howYouKnowQuestion(): Promise<HowYouKnowQuestion> {
      const options = await listHowYouKnowOptions(db);
      return {
        QuestionId: howYouKnowQuestion.id,
        Question: howYouKnowQuestion.text,
        Options: options.map((option) => ({ OptionId: option.id, Text: option.text, RequiresDetail: option.requiresDetail })),
      };
    },

    async saveHowYouKnowAnswer(caller: Caller, answer: HowYouKnowAnswer): Promise<void> {
      if (answer.QuestionId !== howYouKnowQuestion.id) throw badRequest('ValidationException', 'InvalidHowYouKnowOption');
      const option = (await listHowYouKnowOptions(db)).find((candidate) => candidate.id === answer.OptionId);
      if (!option) throw badRequest('ValidationException', 'InvalidHowYouKnowOption');
      const detail = answer.Detail?.trim() || null;
      if (option.requiresDetail && !detail) throw new AppError(400, 'ValidationException', null, 'Detail: Detail is required.');
      await saveHowYouKnowAnswer(db, { userId: caller.user.id, optionId: option.id, detail, answeredAt: clock() });
      // spec: saving the how-you-know answer marks it answered.
      await updateUser(db, caller.user.id, { isHowYouKnowAnswered: true });
    },

    async postContactMessage(caller: Caller, request: ContactMessageRequest): Promise<void> {
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

export type ReferenceDataService = ReturnType<typeof createReferenceDataService>;
