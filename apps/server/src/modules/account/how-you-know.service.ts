import { postponeHowYouKnow, shouldAskHowYouKnow, type HowYouKnowAnswer, type HowYouKnowQuestion } from '@portal/domain';
import type { ServiceContext } from '../../core/context';
import { AppError, badRequest } from '../../core/errors';
import { listHowYouKnowOptions, saveHowYouKnowAnswer, updateUser } from './account.queries';
import type { Caller } from './authenticator';
import type { UserRow } from './account.queries';

/** spec: the how-you-know-us question (wording not shown: ours; one question). */
export const howYouKnowQuestion = { id: 1, text: 'How did you hear about us?' } as const;

const reminderState = (user: UserRow) => ({
  answered: user.isHowYouKnowAnswered,
  postponedAt: user.howYouKnowPostponedAt,
  postponedCount: user.howYouKnowPostponedCount,
});

/** The how-you-know-us question a new candidate answers once. */
export function createHowYouKnowService({ db, clock }: ServiceContext) {
  return {
    /** The question, and whether to ask the caller now (issue 11: "Not now" is remembered). */
    async question(caller: Caller): Promise<HowYouKnowQuestion> {
      const options = await listHowYouKnowOptions(db);
      return {
        QuestionId: howYouKnowQuestion.id,
        Question: howYouKnowQuestion.text,
        Options: options.map((option) => ({ OptionId: option.id, Text: option.text, RequiresDetail: option.requiresDetail })),
        AskNow: shouldAskHowYouKnow(reminderState(caller.user), clock()),
      };
    },

    /**
     * "Not now" (issue 11): remembered with its date and counted, so the question comes back once,
     * 7 days later, and never after a second "Not now". Nothing changes once answered.
     */
    async postpone(caller: Caller): Promise<void> {
      const next = postponeHowYouKnow(reminderState(caller.user), clock());
      if (next.answered) return;
      await updateUser(db, caller.user.id, { howYouKnowPostponedAt: next.postponedAt, howYouKnowPostponedCount: next.postponedCount });
    },

    async saveAnswer(caller: Caller, answer: HowYouKnowAnswer): Promise<void> {
      if (answer.QuestionId !== howYouKnowQuestion.id) throw badRequest('ValidationException', 'InvalidHowYouKnowOption');
      const option = (await listHowYouKnowOptions(db)).find((candidate) => candidate.id === answer.OptionId);
      if (!option) throw badRequest('ValidationException', 'InvalidHowYouKnowOption');
      const detail = answer.Detail?.trim() || null;
      if (option.requiresDetail && !detail) throw new AppError(400, 'ValidationException', null, 'Detail: Detail is required.');
      await saveHowYouKnowAnswer(db, { userId: caller.user.id, optionId: option.id, detail, answeredAt: clock() });
      // spec: saving the how-you-know answer marks it answered.
      await updateUser(db, caller.user.id, { isHowYouKnowAnswered: true });
    },
  };
}

export type HowYouKnowService = ReturnType<typeof createHowYouKnowService>;
