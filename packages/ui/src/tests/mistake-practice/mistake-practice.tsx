import * as React from 'react';
import type { MistakeBankQuestion, MistakeBankSubject } from '@portal/domain';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { Select } from '../../primitives/select/select';
import type { MistakeBankProps, MistakeRetryOutcome } from '../mistake-bank/mistake-bank';
import { QuestionCard } from '../question-card/question-card';
import { ResultDetail } from '../result-detail/result-detail';

export type MistakePracticeProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** MistakeBankResponse.Subjects: the questions a practice set is drawn from. */
  subjects: MistakeBankSubject[];
  /** Checks one answer (a retry scored by the server); rejects when it could not be sent. */
  onAnswer: MistakeBankProps['onRetry'];
  /** Most questions in one set. @defaultValue 10 */
  setSize?: number;
};

const allTopics = '';

/** The questions of a set: the subject's mistakes, of one topic when chosen, the oldest first. */
export function practiceSet(
  subjects: readonly MistakeBankSubject[],
  subjectName: string,
  topicName: string,
  size: number,
): MistakeBankQuestion[] {
  const subject = subjects.find((entry) => entry.SubjectName === subjectName);
  return (subject?.Questions ?? [])
    .filter((question) => topicName === allTopics || question.TopicName === topicName)
    .slice(0, size);
}

/**
 * A practice set from the mistake bank (issue 13): choose a subject (and a topic), then answer its
 * mistakes one after another; each answer is checked by the caller (the server's retry, which
 * counts towards taking the question out of the bank), with the key and the explanation after it,
 * and a score at the end.
 */
export function MistakePractice({
  subjects,
  onAnswer,
  setSize = 10,
  className,
  ...props
}: MistakePracticeProps) {
  const withMistakes = subjects.filter((subject) => subject.Questions.length > 0);
  const [subjectName, setSubjectName] = React.useState(withMistakes[0]?.SubjectName ?? '');
  const [topicName, setTopicName] = React.useState(allTopics);
  const [set, setSet] = React.useState<MistakeBankQuestion[] | null>(null);
  const topics = [
    ...new Set(
      (withMistakes.find((subject) => subject.SubjectName === subjectName)?.Questions ?? []).map(
        (question) => question.TopicName,
      ),
    ),
  ];
  const chosen = practiceSet(withMistakes, subjectName, topicName, setSize);

  if (withMistakes.length === 0) return null;
  return (
    <section
      data-slot="mistake-practice"
      aria-labelledby="mistake-practice-title"
      className={cn('grid gap-4 rounded-lg border border-border bg-card p-4', className)}
      {...props}
    >
      <h2 id="mistake-practice-title" className="text-lg font-semibold">
        Practise your mistakes
      </h2>
      {set ? (
        <PracticeRun questions={set} onAnswer={onAnswer} onFinish={() => setSet(null)} />
      ) : (
        <form
          className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen.length > 0) setSet(chosen);
          }}
        >
          <Select
            id="mistake-practice-subject"
            label="Subject"
            value={subjectName}
            onChange={(event) => {
              setSubjectName(event.target.value);
              setTopicName(allTopics);
            }}
            options={withMistakes.map((subject) => ({
              value: subject.SubjectName,
              label: `${subject.SubjectName} (${subject.Questions.length})`,
            }))}
          />
          <Select
            id="mistake-practice-topic"
            label="Topic"
            value={topicName}
            onChange={(event) => setTopicName(event.target.value)}
            options={[
              { value: allTopics, label: 'All topics' },
              ...topics.map((topic) => ({ value: topic, label: topic })),
            ]}
          />
          <Button type="submit" disabled={chosen.length === 0}>
            Start a practice set of {chosen.length}
          </Button>
        </form>
      )}
    </section>
  );
}

function PracticeRun({
  questions,
  onAnswer,
  onFinish,
}: {
  questions: MistakeBankQuestion[];
  onAnswer: MistakePracticeProps['onAnswer'];
  onFinish: () => void;
}) {
  const [index, setIndex] = React.useState(0);
  const [answer, setAnswer] = React.useState('');
  const [pending, setPending] = React.useState(false);
  const [failed, setFailed] = React.useState(false);
  const [outcomes, setOutcomes] = React.useState<MistakeRetryOutcome[]>([]);
  const question = questions[index];
  const outcome = outcomes[index];

  if (!question) {
    const right = outcomes.filter((entry) => entry.IsCorrect).length;
    const cleared = outcomes.filter((entry) => entry.IsCleared).length;
    return (
      <div className="grid gap-3" data-slot="mistake-practice-score">
        <p role="status" className="text-base font-medium">
          You answered {right} of {questions.length} right.
        </p>
        <p className="text-sm text-muted-foreground">
          {cleared === 0
            ? 'No question left your bank this time: a question leaves after its second right retry.'
            : `${cleared} ${cleared === 1 ? 'question has' : 'questions have'} left your mistake bank.`}
        </p>
        <div>
          <Button variant="outline" onClick={onFinish}>
            Choose another set
          </Button>
        </div>
      </div>
    );
  }

  const options = question.Options.map((option) => ({
    id: String(option.OptionId),
    text: option.Text,
  }));
  const check = () => {
    setPending(true);
    setFailed(false);
    onAnswer(question.QuestionId, answer).then(
      (result) => {
        setOutcomes((previous) => [...previous, result]);
        setPending(false);
      },
      () => {
        setFailed(true);
        setPending(false);
      },
    );
  };
  const isLast = index === questions.length - 1;

  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        {question.TopicName} · missed in {question.TestName}
      </p>
      {outcome ? (
        <>
          <p role="status" className="text-sm font-medium">
            {outcome.IsCorrect
              ? outcome.IsCleared
                ? 'Right, and this question leaves your mistake bank.'
                : 'Right.'
              : 'Not quite: the correct answer and why are below.'}
          </p>
          <ResultDetail
            number={index + 1}
            text={question.QuestionText}
            mode={question.QuestionMode.Value}
            options={options}
            candidateAnswer={answer}
            correctAnswer={question.CorrectAnswer ?? ''}
            outcome={outcome.IsCorrect ? 'correct' : 'wrong'}
            explanation={question.Explanation ?? undefined}
          />
          <div>
            <Button
              onClick={() => {
                setIndex(index + 1);
                setAnswer('');
              }}
            >
              {isLast ? 'See your score' : 'Next question'}
            </Button>
          </div>
        </>
      ) : (
        <QuestionCard
          key={question.QuestionId}
          questionId={question.QuestionId}
          number={index + 1}
          totalQuestions={questions.length}
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
      )}
      {failed ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          Your answer was not checked. Check your connection and try again.
        </p>
      ) : null}
    </div>
  );
}
