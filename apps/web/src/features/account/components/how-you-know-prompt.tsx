import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  howYouKnowQuestionQueryOptions,
  postponeHowYouKnowQuestionMutationOptions,
  saveHowYouKnowAnswerMutationOptions,
} from '@portal/api';
import { AlertType, fieldErrors, HowYouKnowAnswer } from '@portal/domain';
import { HowYouKnowQuestion } from '@portal/ui';
import { errorMessage } from '../../../shared/forms/use-zod-form';
import { apiClient, feedback, queryClient, session } from '../../../shared/services';

/**
 * spec 1: a candidate "may answer" the how-you-know-us question. Shown to a signed-in candidate who
 * has not answered when the server says to ask now (AskNow). "Not now" (or closing the dialog) is
 * remembered on the server with its date: the question comes back once, 7 days later, and a second
 * "Not now" is final (issue 11, item 8; rules/how-you-know-reminder.ts). The question, its states
 * and its checks are ui's HowYouKnowQuestion; this loads the question, saves the answer or the
 * "Not now".
 */
export function HowYouKnowPrompt() {
  const [open, setOpen] = useState(true);
  const [error, setError] = useState<string>();
  const question = useQuery({ ...howYouKnowQuestionQueryOptions(apiClient), enabled: open });
  const save = useMutation(saveHowYouKnowAnswerMutationOptions(apiClient, queryClient));
  const postpone = useMutation(postponeHowYouKnowQuestionMutationOptions(apiClient, queryClient));

  if (!open || !question.data?.AskNow) return null;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next)
      postpone.mutate(undefined, {
        onError: (postponeError) => console.warn('[how-you-know] "Not now" not saved', postponeError),
      });
  };

  const onSubmit = async (answer: HowYouKnowAnswer) => {
    setError(undefined);
    const parsed = HowYouKnowAnswer.safeParse(answer);
    if (!parsed.success) {
      // The dialog already checks the choice and the detail's length; this is the last guard.
      setError(fieldErrors(parsed.error)[0]?.message ?? 'Check your answer.');
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
      // spec 4: saving the how-you-know answer marks it answered.
      session.updateUser({ isHowYouKnowAnswered: true });
      feedback.alert(AlertType.success, 'Thank you for telling us.');
      setOpen(false);
    } catch (saveError) {
      setError(errorMessage(saveError));
    }
  };

  return (
    <HowYouKnowQuestion
      open={open}
      onOpenChange={onOpenChange}
      question={question.data}
      pending={save.isPending}
      errorMessage={error}
      onSubmit={(answer) => void onSubmit(answer)}
    />
  );
}
