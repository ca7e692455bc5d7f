import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { howYouKnowQuestionQueryOptions, saveHowYouKnowAnswerMutationOptions } from '@portal/api';
import { AlertType, fieldErrors, HowYouKnowAnswer } from '@portal/domain';
import { HowYouKnowQuestion } from '@portal/ui';
import { errorMessage } from '../../../shared/forms/use-zod-form';
import { apiClient, feedback, queryClient, session } from '../../../shared/services';

/**
 * spec 1: a candidate "may answer" the how-you-know-us question. Shown once per visit to a signed-in
 * candidate who has not answered; "Not now" hides it until the next sign-in (our decision: asking is
 * fine, nagging is not). The question, its states and its checks are ui's HowYouKnowQuestion; this
 * only loads the question and saves the answer.
 */
export function HowYouKnowPrompt() {
  const [open, setOpen] = useState(true);
  const [error, setError] = useState<string>();
  const question = useQuery({ ...howYouKnowQuestionQueryOptions(apiClient), enabled: open });
  const save = useMutation(saveHowYouKnowAnswerMutationOptions(apiClient, queryClient));

  if (!open || !question.data) return null;

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
      onOpenChange={setOpen}
      question={question.data}
      pending={save.isPending}
      errorMessage={error}
      onSubmit={(answer) => void onSubmit(answer)}
    />
  );
}
