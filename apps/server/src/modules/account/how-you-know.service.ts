import type { HowYouKnowAnswer, HowYouKnowQuestion } from '@portal/domain';
import type { ServiceContext } from '../../core/context';
import { AppError, badRequest } from '../../core/errors';
import { listHowYouKnowOptions, saveHowYouKnowAnswer, updateUser } from './account.queries';
import type { Caller } from './authenticator';

/** spec: the how-you-know-us question (wording not shown: ours; one question). */
export const howYouKnowQuestion = { id: 1, text: 'How did you hear about us?' } as const;

/** The how-you-know-us question a new candidate answers once. */
export function createHowYouKnowService({ db, clock }: ServiceContext) {
  return {
    async question(): Promise<HowYouKnowQuestion> {
      const options = await listHowYouKnowOptions(db);
      return {
        QuestionId: howYouKnowQuestion.id,
        Question: howYouKnowQuestion.text,
        Options: options.map((option) => ({ OptionId: option.id, Text: option.text, RequiresDetail: option.requiresDetail })),
      };
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
