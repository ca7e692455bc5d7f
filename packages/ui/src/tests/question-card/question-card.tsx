import * as React from 'react';
import { cva } from 'class-variance-authority';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { AnswerType, QuestionMode, SELECT_AN_OPTION_MESSAGE } from '@portal/domain';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/badge/badge';
import { Button } from '../../primitives/button/button';

/** An answer choice of an MCQ. */
export type AnswerOption = {
  /** Option id, sent back as (part of) CandidateAnswer. */
  id: string;
  /** Option text. */
  text: string;
};

const questionModeLabel: Record<QuestionMode, string> = {
  [QuestionMode.Mcq]: 'MCQ',
  [QuestionMode.ShortQuestion]: 'Short question',
  [QuestionMode.LongQuestion]: 'Long question',
};

const optionVariants = cva(
  'flex items-start gap-3 rounded-md border p-3 text-sm transition-[color,background-color,border-color] has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
  {
    // Text colour and cursor are the variants' alone (cn() does not merge classes).
    variants: {
      checked: {
        true: 'border-primary bg-accent text-accent-foreground',
        false: 'border-border text-foreground hover:bg-muted',
      },
      disabled: { true: 'cursor-not-allowed opacity-70', false: 'cursor-pointer' },
    },
    defaultVariants: { checked: false, disabled: false },
  },
);

/** MCQ answers with several options are sent as their ids joined by commas, in option order. */
function splitAnswer(answer: string): string[] {
  return answer ? answer.split(',').filter(Boolean) : [];
}

export type QuestionCardProps = Omit<React.ComponentProps<'section'>, 'onChange'> & {
  /** QuestionId, used for ids and keys. */
  questionId: number;
  /** 1-based position in the test. */
  number: number;
  /** Questions in the test (TotalQuestions). */
  totalQuestions: number;
  /** Question text. */
  text: string;
  /** QuestionMode: Mcq 1 (options), ShortQuestion 2, LongQuestion 3 (text answers). */
  mode: QuestionMode;
  /** For MCQs: single 1 (radio buttons) or multiple 2 (checkboxes). @defaultValue AnswerType.single */
  answerType?: AnswerType;
  /** MCQ options, in display order. @defaultValue [] */
  options?: AnswerOption[];
  /** SubjectName, shown for FLP tests where questions come from several subjects. */
  subjectName?: string;
  /** Controlled CandidateAnswer: the option id, comma-joined option ids, or the written answer. */
  answer?: string;
  /** Initial CandidateAnswer when uncontrolled. @defaultValue '' */
  defaultAnswer?: string;
  /** Called with the new CandidateAnswer. */
  onAnswerChange?: (answer: string) => void;
  /**
   * CAT mode for a test not yet attempted: Next stays disabled and 'Please select an option'
   * shows until the question is answered. @defaultValue false
   */
  requireAnswer?: boolean;
  /** Locks the answer (e.g. while the next question loads). @defaultValue false */
  disabled?: boolean;
  /** Goes to the previous question; the button hides when absent (CAT tests only move forward). */
  onPrevious?: () => void;
  /** Goes to (or, for CAT, fetches) the next question; hidden when absent. */
  onNext?: () => void;
  /** Label of the next button, e.g. 'Finish' on the last question. @defaultValue 'Next' */
  nextLabel?: string;
};

/** One test question: MCQ (single or multiple answer) or a short/long written answer, with navigation. */
export function QuestionCard({
  questionId,
  number,
  totalQuestions,
  text,
  mode,
  answerType = AnswerType.single,
  options = [],
  subjectName,
  answer,
  defaultAnswer = '',
  onAnswerChange,
  requireAnswer = false,
  disabled = false,
  onPrevious,
  onNext,
  nextLabel = 'Next',
  className,
  ...props
}: QuestionCardProps) {
  const [uncontrolledAnswer, setUncontrolledAnswer] = React.useState(defaultAnswer);
  const current = answer ?? uncontrolledAnswer;
  const setAnswer = (next: string) => {
    if (answer === undefined) setUncontrolledAnswer(next);
    onAnswerChange?.(next);
  };
  const baseId = React.useId();
  const promptId = `${baseId}-prompt`;
  const hintId = `${baseId}-hint`;
  // spec (sections 4 and 5): a CAT test needs a non-empty answer before the next question.
  const answered = current.trim().length > 0;
  const blocked = requireAnswer && !answered;
  const selected = splitAnswer(current);

  const toggleOption = (optionId: string, checked: boolean) => {
    const ids = new Set(selected);
    if (checked) ids.add(optionId);
    else ids.delete(optionId);
    setAnswer(
      options
        .filter((option) => ids.has(option.id))
        .map((option) => option.id)
        .join(','),
    );
  };

  let body: React.ReactNode;
  switch (mode) {
    case QuestionMode.Mcq: {
      const multiple = answerType === AnswerType.multiple;
      body = (
        <div
          role={multiple ? 'group' : 'radiogroup'}
          aria-labelledby={promptId}
          className="grid gap-2"
        >
          {multiple ? (
            <p className="text-xs text-muted-foreground">Select all that apply.</p>
          ) : null}
          {options.map((option) => {
            const checked = selected.includes(option.id);
            return (
              <label key={option.id} className={optionVariants({ checked, disabled })}>
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name={`${baseId}-options`}
                  value={option.id}
                  checked={checked}
                  disabled={disabled}
                  onChange={(event) =>
                    multiple ? toggleOption(option.id, event.target.checked) : setAnswer(option.id)
                  }
                  className="mt-0.5 size-4 shrink-0 accent-primary"
                />
                <span>{option.text}</span>
              </label>
            );
          })}
        </div>
      );
      break;
    }
    case QuestionMode.ShortQuestion:
    case QuestionMode.LongQuestion: {
      const long = mode === QuestionMode.LongQuestion;
      body = (
        <div className="grid gap-1.5">
          <label htmlFor={`${baseId}-text`} className="text-sm font-medium text-foreground">
            Your answer
          </label>
          <textarea
            id={`${baseId}-text`}
            value={current}
            disabled={disabled}
            rows={long ? 10 : 3}
            maxLength={long ? 5000 : 500}
            onChange={(event) => setAnswer(event.target.value)}
            aria-describedby={blocked ? hintId : undefined}
            className="w-full rounded-md border border-input bg-background p-3 text-sm text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60"
            placeholder={long ? 'Write a detailed answer' : 'Write a short answer'}
          />
        </div>
      );
      break;
    }
    default:
      mode satisfies never;
      body = null;
  }

  return (
    <section
      data-slot="question-card"
      data-question-id={questionId}
      aria-labelledby={promptId}
      className={cn(
        'grid gap-4 rounded-lg border border-border bg-card p-6 text-card-foreground',
        className,
      )}
      {...props}
    >
      <header className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <span className="font-medium text-foreground">
          Question {number} of {totalQuestions}
        </span>
        <Badge variant="secondary">{questionModeLabel[mode]}</Badge>
        {subjectName ? <Badge variant="outline">{subjectName}</Badge> : null}
      </header>
      <p id={promptId} className="text-base font-medium whitespace-pre-line text-foreground">
        {text}
      </p>
      {body}
      {onPrevious || onNext ? (
        <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
          {onPrevious ? (
            <Button variant="outline" onClick={onPrevious} disabled={disabled || number <= 1}>
              <ChevronLeft aria-hidden />
              Previous
            </Button>
          ) : (
            <span />
          )}
          <div className="flex items-center gap-3">
            {blocked ? (
              <p id={hintId} role="status" className="text-sm font-medium text-destructive">
                {SELECT_AN_OPTION_MESSAGE}
              </p>
            ) : null}
            {onNext ? (
              <Button
                onClick={onNext}
                disabled={disabled || blocked}
                aria-describedby={blocked ? hintId : undefined}
              >
                {nextLabel}
                <ChevronRight aria-hidden />
              </Button>
            ) : null}
          </div>
        </footer>
      ) : null}
    </section>
  );
}
