import * as React from 'react';
import { CircleCheck } from 'lucide-react';
import type { FeedbackAnswer, FeedbackResponse } from '@portal/domain';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/badge/badge';
import { Button } from '../../primitives/button/button';
import { RatingStars } from '../../courses/rating-stars/rating-stars';
import { Select } from '../../primitives/select/select';
import { Textarea } from '../../primitives/textarea/textarea';

/** One answer as the form submits it (the portal adds CandidateSOSId). */
export type FeedbackFormAnswer = Omit<FeedbackAnswer, 'CandidateSOSId'>;

export type FeedbackFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit'> & {
  /** FeedbackGroups (questions) and SubjectList (IsSaved marks subjects already rated). */
  feedback: FeedbackResponse;
  /** The subject chosen first. @defaultValue the first subject not yet saved */
  defaultSubjectId?: number;
  /** Already-worded error from the save call. */
  errorMessage?: string;
  /** Disables the form while saving. @defaultValue false */
  pending?: boolean;
  /** Called with one answer per question for the chosen subject. */
  onSubmit?: (answers: FeedbackFormAnswer[]) => void;
};

/** Course feedback per subject: a 1-5 rating for every question, with an optional comment. */
export function FeedbackForm({
  feedback,
  defaultSubjectId,
  errorMessage,
  pending = false,
  onSubmit,
  className,
  ...props
}: FeedbackFormProps) {
  const firstOpen =
    feedback.SubjectList.find((subject) => !subject.IsSaved) ?? feedback.SubjectList[0];
  const [subjectId, setSubjectId] = React.useState<number | undefined>(
    defaultSubjectId ?? firstOpen?.SubjectId,
  );
  const [ratings, setRatings] = React.useState<Record<number, number>>({});
  const [comment, setComment] = React.useState('');
  const baseId = React.useId();
  const subject = feedback.SubjectList.find((item) => item.SubjectId === subjectId);
  const questions = feedback.FeedbackGroups.flatMap((group) => group.Questions);
  const complete = questions.every((question) => (ratings[question.FeedbackQuestionId] ?? 0) > 0);

  if (feedback.SubjectList.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">There is no subject to give feedback on.</p>
    );
  }

  return (
    <form
      data-slot="feedback-form"
      className={cn('grid gap-6', className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (!subject || subject.IsSaved || !complete) return;
        onSubmit?.(
          questions.map((question) => ({
            SubjectId: subject.SubjectId,
            FeedbackQuestionId: question.FeedbackQuestionId,
            Rating: ratings[question.FeedbackQuestionId] ?? 0,
            Comment: comment.trim() || null,
          })),
        );
      }}
      {...props}
    >
      <div className="flex flex-wrap items-end gap-3">
        <Select
          id={`${baseId}-subject`}
          label="Subject"
          fieldClassName="min-w-56"
          value={String(subjectId ?? '')}
          disabled={pending}
          onChange={(event) => {
            setSubjectId(Number(event.target.value));
            setRatings({});
            setComment('');
          }}
          options={feedback.SubjectList.map((item) => ({
            value: String(item.SubjectId),
            label: `${item.SubjectName}${item.IsSaved ? ' (submitted)' : ''}`,
          }))}
        />
        {subject?.IsSaved ? (
          <Badge variant="success" className="mb-2">
            <CircleCheck aria-hidden className="mr-1 size-3.5" />
            Feedback submitted
          </Badge>
        ) : null}
      </div>
      {subject?.IsSaved ? (
        <p className="text-sm text-muted-foreground">
          Thank you. You have already given feedback on {subject.SubjectName}.
        </p>
      ) : (
        <>
          {feedback.FeedbackGroups.map((group) => (
            <fieldset
              key={group.FeedbackGroupId}
              disabled={pending}
              className="grid gap-3 rounded-lg border border-border bg-card p-4"
            >
              <legend className="px-1 text-sm font-semibold text-card-foreground">
                {group.Title}
              </legend>
              {group.Questions.map((question) => (
                <div
                  key={question.FeedbackQuestionId}
                  className="flex flex-wrap items-center justify-between gap-3"
                >
                  <p
                    id={`${baseId}-q${question.FeedbackQuestionId}`}
                    className="text-sm text-card-foreground"
                  >
                    {question.Question}
                  </p>
                  <RatingStars
                    label={question.Question}
                    size="sm"
                    disabled={pending}
                    value={ratings[question.FeedbackQuestionId] ?? 0}
                    onValueChange={(value) =>
                      setRatings((current) => ({
                        ...current,
                        [question.FeedbackQuestionId]: value,
                      }))
                    }
                  />
                </div>
              ))}
            </fieldset>
          ))}
          <Textarea
            id={`${baseId}-comment`}
            label="Comment (optional)"
            rows={3}
            maxLength={250}
            value={comment}
            disabled={pending}
            onChange={(event) => setComment(event.target.value)}
          />
          {errorMessage ? (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage}
            </p>
          ) : null}
          <div className="flex items-center justify-end gap-3">
            {!complete ? (
              <p className="text-sm text-muted-foreground">Rate every question to submit.</p>
            ) : null}
            <Button type="submit" disabled={pending || !complete}>
              Submit feedback
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
