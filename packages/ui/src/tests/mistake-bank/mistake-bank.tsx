import * as React from 'react';
import { RotateCcw } from 'lucide-react';
import type { MistakeBankSubject, RetryMistakeResponse } from '@portal/domain';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/badge/badge';
import { Button } from '../../primitives/button/button';
import { QuestionCard } from '../question-card/question-card';
import { ResultDetail } from '../result-detail/result-detail';

/** What a retry answered (RetryMistakeResponse without the key: the item shows it). */
export type MistakeRetryOutcome = Pick<
  RetryMistakeResponse,
  'IsCorrect' | 'CorrectRetries' | 'IsCleared'
>;

export type MistakeBankProps = React.ComponentProps<'div'> & {
  /** MistakeBankResponse.Subjects: the wrong answers by subject. */
  subjects: MistakeBankSubject[];
  /** Right retries that take a question out of the bank (RetriesToClear). @defaultValue 2 */
  retriesToClear?: number;
  /** Sends one retry; resolves with the server's verdict (rejects when it could not be sent). */
  onRetry: (questionId: number, answer: string) => Promise<MistakeRetryOutcome>;
};

/**
 * The mistake bank: every question answered wrongly, by subject, each with a retry (the answer is
 * checked by the caller's `onRetry`) and, on request, the answer given, the correct one and the
 * explanation. Two right retries take a question out.
 */
export function MistakeBank({
  subjects,
  retriesToClear = 2,
  onRetry,
  className,
  ...props
}: MistakeBankProps) {
  if (subjects.every((subject) => subject.Questions.length === 0))
    return (
      <div
        data-slot="mistake-bank"
        className={cn('rounded-lg border border-border bg-card p-6 text-sm', className)}
        {...props}
      >
        <p className="font-medium">No mistakes to review.</p>
        <p className="text-muted-foreground">
          Questions you answer wrongly in a finished quiz or test come here, so you can try them
          again.
        </p>
      </div>
    );
  return (
    <div data-slot="mistake-bank" className={cn('grid gap-6', className)} {...props}>
      {subjects
        .filter((subject) => subject.Questions.length > 0)
        .map((subject) => (
          <SubjectMistakes
            key={subject.SubjectName}
            subject={subject}
            retriesToClear={retriesToClear}
            onRetry={onRetry}
          />
        ))}
    </div>
  );
}

function SubjectMistakes({
  subject,
  retriesToClear,
  onRetry,
}: {
  subject: MistakeBankSubject;
  retriesToClear: number;
  onRetry: MistakeBankProps['onRetry'];
}) {
  const id = React.useId();
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
        {subject.SubjectName}
        <Badge variant="secondary">
          {subject.Questions.length} {subject.Questions.length === 1 ? 'question' : 'questions'}
        </Badge>
      </h2>
      <ul className="grid gap-3">
        {subject.Questions.map((question) => (
          <li
            key={question.QuestionId}
            id={`mistake-${question.QuestionId}`}
            tabIndex={-1}
            className="scroll-mt-20 rounded-lg focus-visible:outline-2 focus-visible:outline-ring"
          >
            <MistakeItem question={question} retriesToClear={retriesToClear} onRetry={onRetry} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function MistakeItem({
  question,
  retriesToClear,
  onRetry,
}: {
  question: MistakeBankSubject['Questions'][number];
  retriesToClear: number;
  onRetry: MistakeBankProps['onRetry'];
}) {
  const [retrying, setRetrying] = React.useState(false);
  const [answer, setAnswer] = React.useState('');
  const [pending, setPending] = React.useState(false);
  const [outcome, setOutcome] = React.useState<MistakeRetryOutcome | null>(null);
  const [failed, setFailed] = React.useState(false);
  const options = question.Options.map((option) => ({
    id: String(option.OptionId),
    text: option.Text,
  }));
  const correctRetries = outcome?.CorrectRetries ?? question.CorrectRetries;

  const check = () => {
    setPending(true);
    setFailed(false);
    onRetry(question.QuestionId, answer).then(
      (result) => {
        setOutcome(result);
        setPending(false);
      },
      () => {
        setFailed(true);
        setPending(false);
      },
    );
  };

  return (
    <article
      data-slot="mistake-item"
      aria-label={`${question.TopicName}: ${question.QuestionText}`}
      className="grid gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground"
    >
      <header className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <Badge variant="outline">{question.TopicName}</Badge>
        <span>Missed in {question.TestName}</span>
        <span>
          · {correctRetries} of {retriesToClear} right retries
        </span>
      </header>
      {retrying && !outcome ? (
        <QuestionCard
          questionId={question.QuestionId}
          number={1}
          totalQuestions={1}
          text={question.QuestionText}
          mode={question.QuestionMode.Value}
          answerType={question.AnswerType}
          options={options}
          answer={answer}
          onAnswerChange={setAnswer}
          requireAnswer
          disabled={pending}
          onNext={check}
          nextLabel={pending ? 'Checking…' : 'Check answer'}
          className="p-4"
        />
      ) : (
        <p className="font-medium whitespace-pre-line">{question.QuestionText}</p>
      )}
      {failed ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          Your answer was not checked. Check your connection and try again.
        </p>
      ) : null}
      <p role="status" className="text-sm font-medium">
        {outcome
          ? outcome.IsCorrect
            ? outcome.IsCleared
              ? 'Right, and that was enough: this question leaves your mistake bank.'
              : `Right. One more right retry takes it out of your bank.`
            : 'Not quite: read the explanation below and try it again later.'
          : ''}
      </p>
      <div className="flex flex-wrap gap-2">
        {!retrying || outcome ? (
          <Button
            variant="outline"
            size="sm"
            disabled={outcome?.IsCleared}
            onClick={() => {
              setRetrying(true);
              setOutcome(null);
              setAnswer('');
            }}
          >
            <RotateCcw aria-hidden />
            {outcome ? 'Retry again' : 'Retry this question'}
          </Button>
        ) : null}
      </div>
      <details
        className="rounded-md border border-border p-3 text-sm"
        open={outcome !== null || undefined}
      >
        <summary className="cursor-pointer font-medium">
          Your answer, the correct one and why
        </summary>
        <ResultDetail
          framed={false}
          className="mt-3"
          number={1}
          text=""
          mode={question.QuestionMode.Value}
          options={options}
          candidateAnswer={question.CandidateAnswer ?? ''}
          correctAnswer={question.CorrectAnswer ?? ''}
          outcome="wrong"
          explanation={question.Explanation ?? undefined}
          aria-label="The answer you gave and the correct one"
        />
      </details>
    </article>
  );
}
