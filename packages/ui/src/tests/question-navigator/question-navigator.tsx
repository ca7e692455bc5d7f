import * as React from 'react';
import { cva } from 'class-variance-authority';
import { Flag } from 'lucide-react';
import { groupQuestions, type Question } from '@portal/domain';
import { cn } from '../../lib/cn';

/** What the navigator reads from a test question (TestQuestions entries fit as they are). */
export type NavigatorQuestion = Pick<Question, 'QuestionId' | 'SubjectName' | 'QuestionMode'>;

const cellVariants = cva(
  'inline-flex size-9 items-center justify-center rounded-md border text-sm font-medium tabular-nums transition-[color,background-color,border-color] focus-visible:outline-2 focus-visible:outline-ring',
  {
    variants: {
      state: {
        current: 'border-primary bg-primary text-primary-foreground',
        answered: 'border-success bg-card text-success',
        unanswered: 'border-border bg-card text-foreground hover:bg-muted',
      },
    },
    defaultVariants: { state: 'unanswered' },
  },
);

export type QuestionNavigatorProps = Omit<React.ComponentProps<'nav'>, 'onSelect'> & {
  /** The test's questions, in test order. */
  questions: NavigatorQuestion[];
  /** QuestionIds the candidate has answered. @defaultValue [] */
  answeredQuestionIds?: number[];
  /** Index of the question on screen. */
  currentIndex: number;
  /** QuestionIds the candidate flagged for review (marked with a flag). @defaultValue [] */
  flaggedQuestionIds?: number[];
  /** IsFLP of the test: group by subject instead of question mode. @defaultValue false */
  isFLP?: boolean;
  /** Jumps to a question by index. Without it the navigator is a read-only overview (e.g. CAT). */
  onNavigate?: (index: number) => void;
};

/** Numbered overview of a test's questions, grouped as the spec says, showing answered and current. */
export function QuestionNavigator({
  questions,
  answeredQuestionIds = [],
  flaggedQuestionIds = [],
  currentIndex,
  isFLP = false,
  onNavigate,
  className,
  ...props
}: QuestionNavigatorProps) {
  // spec: grouped by subject for FLP tests and by question mode otherwise (domain rule).
  const groups = groupQuestions(questions, isFLP);
  const indexOf = new Map(questions.map((question, index) => [question.QuestionId, index]));
  const answered = new Set(answeredQuestionIds);
  const flagged = new Set(flaggedQuestionIds);
  const answeredCount = questions.filter((question) => answered.has(question.QuestionId)).length;
  return (
    <nav
      data-slot="question-navigator"
      aria-label="Questions"
      className={cn('grid gap-4 rounded-lg border border-border bg-card p-4', className)}
      {...props}
    >
      <p className="text-sm text-muted-foreground">
        {answeredCount} of {questions.length} answered
      </p>
      {groups.map((group) => (
        <section key={group.title} aria-label={group.title} className="grid gap-2">
          <h3 className="text-sm font-semibold text-card-foreground">{group.title}</h3>
          <ol className="flex flex-wrap gap-2">
            {group.questions.map((question) => {
              const index = indexOf.get(question.QuestionId) ?? 0;
              const isAnswered = answered.has(question.QuestionId);
              const state =
                index === currentIndex ? 'current' : isAnswered ? 'answered' : 'unanswered';
              const isFlagged = flagged.has(question.QuestionId);
              const name = `Question ${index + 1}, ${isAnswered ? 'answered' : 'not answered'}${isFlagged ? ', flagged for review' : ''}`;
              const flag = isFlagged ? (
                <Flag
                  aria-hidden
                  data-flagged
                  className="absolute -top-1.5 -right-1.5 size-3.5 fill-warning text-warning"
                />
              ) : null;
              return (
                <li key={question.QuestionId} className="relative">
                  {onNavigate ? (
                    <button
                      type="button"
                      aria-label={name}
                      aria-current={index === currentIndex ? 'step' : undefined}
                      className={cellVariants({ state })}
                      onClick={() => onNavigate(index)}
                    >
                      {index + 1}
                      {flag}
                    </button>
                  ) : (
                    <span aria-label={name} role="img" className={cellVariants({ state })}>
                      {index + 1}
                      {flag}
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        </section>
      ))}
      <ul className="flex flex-wrap gap-4 text-xs text-muted-foreground" aria-label="Legend">
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="size-3 rounded-sm bg-primary" /> Current
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="size-3 rounded-sm border border-success" /> Answered
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="size-3 rounded-sm border border-border" /> Not answered
        </li>
        {flagged.size > 0 ? (
          <li className="flex items-center gap-1.5">
            <Flag aria-hidden className="size-3 fill-warning text-warning" /> Flagged for review
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
