import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { howYouKnowQuestionQueryOptions, saveHowYouKnowAnswerMutationOptions } from '@portal/api';
import { AlertType, HowYouKnowAnswer } from '@portal/domain';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  TextInput,
} from '@portal/ui';
import { errorMessage } from '../../../shared/forms/use-zod-form';
import { apiClient, feedback, queryClient, session } from '../../../shared/services';

/**
 * spec 1: a candidate "may answer" the how-you-know-us question. Shown once per visit to a signed-in
 * candidate who has not answered; "Not now" hides it until the next sign-in (our decision: asking is
 * fine, nagging is not).
 */
export function HowYouKnowPrompt() {
  const [open, setOpen] = useState(true);
  const [optionId, setOptionId] = useState<number | null>(null);
  const [detail, setDetail] = useState('');
  const [error, setError] = useState<string>();
  const question = useQuery({ ...howYouKnowQuestionQueryOptions(apiClient), enabled: open });
  const save = useMutation(saveHowYouKnowAnswerMutationOptions(apiClient, queryClient));

  if (!open || !question.data) return null;
  const selected = question.data.Options.find((option) => option.OptionId === optionId);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const answer = HowYouKnowAnswer.safeParse({
      QuestionId: question.data.QuestionId,
      OptionId: optionId,
      Detail: selected?.RequiresDetail ? detail : null,
    });
    if (!answer.success || (selected?.RequiresDetail && !detail.trim())) {
      setError(optionId === null ? 'Choose one answer.' : 'Tell us a little more.');
      return;
    }
    try {
      await save.mutateAsync(answer.data);
      // spec 4: saving the how-you-know answer marks it answered.
      session.updateUser({ isHowYouKnowAnswered: true });
      feedback.alert(AlertType.success, 'Thank you for telling us.');
      setOpen(false);
    } catch (saveError) {
      setError(errorMessage(saveError));
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogTitle>How did you hear about us?</DialogTitle>
        <DialogDescription>{question.data.Question}</DialogDescription>
        <form onSubmit={onSubmit} className="mt-4 flex flex-col gap-3">
          <fieldset className="flex flex-col gap-2">
            <legend className="sr-only">{question.data.Question}</legend>
            {question.data.Options.map((option) => (
              <label key={option.OptionId} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="how-you-know"
                  value={option.OptionId}
                  checked={optionId === option.OptionId}
                  onChange={() => {
                    setOptionId(option.OptionId);
                    setError(undefined);
                  }}
                />
                {option.Text}
              </label>
            ))}
          </fieldset>
          {selected?.RequiresDetail ? (
            <TextInput
              id="how-you-know-detail"
              value={detail}
              onChange={(event) => setDetail(event.target.value)}
              label="Please tell us more"
            />
          ) : null}
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Not now
            </Button>
            <Button type="submit" disabled={save.isPending}>
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
