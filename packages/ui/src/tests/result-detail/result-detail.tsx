import * as React from 'react';
import { cva } from 'class-variance-authority';
import { CircleCheck, CircleMinus, CircleX, Clock } from 'lucide-react';
import { QuestionMode } from '@portal/domain';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/badge/badge';
import type { AnswerOption } from '../question-card/question-card';

/** correct / wrong / notAttempted / pendingReview (a written answer without a key): how the candidate did. */
export type ResultOutcome = 'correct' | 'wrong' | 'notAttempted' | 'pendingReview';

const outcomeLabel: Record<ResultOutcome, string> = {
  correct: 'Correct',
  wrong: 'Wrong',
  notAttempted: 'Not attempted',
  pendingReview: 'Awaiting review',
};
const outcomeBadge = {
  correct: 'success',
  wrong: 'destructive',
  notAttempted: 'secondary',
  pendingReview: 'outline',
} as const;

const optionVariants = cva('flex items-start gap-3 rounded-md border p-3 text-sm', {
  variants: {
    mark: {
      correct: 'border-success text-foreground',
      wrongChoice: 'border-destructive text-foreground',
      none: 'border-border text-foreground',
    },
  },
  defaultVariants: { mark: 'none' },
});

export type ResultDetailProps = React.ComponentProps<'article'> & {
  /** 1-based question number. */
  number: number;
  /** Question text. */
  text: string;
  /** QuestionMode of the question. */
  mode: QuestionMode;
  /** MCQ options. @defaultValue [] */
  options?: AnswerOption[];
  /** CandidateAnswer: chosen option id(s), comma-joined, or the written answer; '' when not attempted. */
  candidateAnswer: string;
  /** Correct option id(s), comma-joined (MCQ), or the model answer (written questions). */
  correctAnswer?: string;
  /** How the candidate did. */
  outcome: ResultOutcome;
  /** SubjectName (FLP tests). */
  subjectName?: string;
  /** Explanation shown under the answer. */
  explanation?: string;
  /**
   * Whether it draws its own border and padding; false inside a frame that has them (a disclosure).
   * @defaultValue true
   */
  framed?: boolean;
};

/** The result of one question: the candidate's answer against the correct one. */
export function ResultDetail({
  number,
  text,
  mode,
  options = [],
  candidateAnswer,
  correctAnswer = '',
  outcome,
  subjectName,
  explanation,
  framed = true,
  className,
  ...props
}: ResultDetailProps) {
  const chosen = candidateAnswer.split(',').filter(Boolean);
  const correct = correctAnswer.split(',').filter(Boolean);
  const OutcomeIcon = {
    correct: CircleCheck,
    wrong: CircleX,
    notAttempted: CircleMinus,
    pendingReview: Clock,
  }[outcome];
  return (
    <article
      data-slot="result-detail"
      data-outcome={outcome}
      aria-label={`Question ${number}: ${outcomeLabel[outcome]}`}
      className={cn(
        'grid gap-3 rounded-lg border-border bg-card text-card-foreground',
        framed ? 'border p-5' : 'border-0 p-0',
        className,
      )}
      {...props}
    >
      <header className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold">Question {number}</span>
        <Badge variant={outcomeBadge[outcome]}>
          <OutcomeIcon aria-hidden className="mr-1 size-3.5" />
          {outcomeLabel[outcome]}
        </Badge>
        {subjectName ? <Badge variant="outline">{subjectName}</Badge> : null}
      </header>
      <p className="font-medium whitespace-pre-line">{text}</p>
      {mode === QuestionMode.Mcq ? (
        <ul className="grid gap-2">
          {options.map((option) => {
            const isCorrect = correct.includes(option.id);
            const isChosen = chosen.includes(option.id);
            const mark = isCorrect ? 'correct' : isChosen ? 'wrongChoice' : 'none';
            return (
              <li key={option.id} className={optionVariants({ mark })}>
                {isCorrect ? (
                  <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                ) : isChosen ? (
                  <CircleX aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
                ) : (
                  <span aria-hidden className="size-4 shrink-0" />
                )}
                <span className="flex-1">{option.text}</span>
                <span className="text-xs font-medium text-muted-foreground">
                  {[isChosen ? 'Your answer' : null, isCorrect ? 'Correct answer' : null]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </li>
            );
          })}
        </ul>
      ) : (
        <dl className="grid gap-2 text-sm">
          <div>
            <dt className="font-medium text-muted-foreground">Your answer</dt>
            <dd className="whitespace-pre-line">{candidateAnswer || 'Not attempted'}</dd>
          </div>
          {correctAnswer ? (
            <div>
              <dt className="font-medium text-muted-foreground">Model answer</dt>
              <dd className="whitespace-pre-line">{correctAnswer}</dd>
            </div>
          ) : null}
        </dl>
      )}
      {explanation ? (
        <p className="rounded-md bg-muted p-3 text-sm text-foreground">
          <span className="font-semibold">Explanation: </span>
          {explanation}
        </p>
      ) : null}
    </article>
  );
}
