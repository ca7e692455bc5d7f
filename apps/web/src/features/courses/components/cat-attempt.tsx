import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import {
  isApiError,
  nextQuestionMutationOptions,
  submitTestMutationOptions,
  testKeys,
} from '@portal/api';
import { ApplicationMessageId, nextQuestionRequest, type StartedTest } from '@portal/domain';
import {
  Button,
  CatProgress,
  InlineAlert,
  QuestionCard,
  TestTimer,
} from '@portal/ui';
import { FinishTestDialog } from '../../../shared/dialogs';
import { errorMessage } from '../../../shared/forms/use-zod-form';
import { useMessageText } from '../../../shared/messages/messages-store';
import { apiClient, feedback, queryClient } from '../../../shared/services';
import { clockOffset, secondsLeft } from '../quiz/answer-journal';

/**
 * An adaptive (CAT) attempt: one question at a time, chosen by the server from the answers so far.
 * Next sends the answer (an empty one is refused, 'Please select an option', here and on the
 * server); there is no going back. When the stop rule ends the test the server submits it, and the
 * result page shows the ability path. The timer runs to the server's deadline; at zero the test is
 * submitted with the answers given. The candidate may finish before the stop rule (after the
 * confirmation, application message 82): the result then says its estimate is less precise.
 */
export function CatAttempt({
  test,
  receivedAt,
  resultPath,
  sosDetailTestId,
}: {
  test: StartedTest;
  receivedAt: number;
  resultPath: string;
  sosDetailTestId: number | null;
}) {
  const navigate = useNavigate();
  const attempt = test.Attempt;
  const offset = clockOffset(attempt, receivedAt);
  const serverNow = () => new Date(Date.now() + offset).toISOString();
  const [question, setQuestion] = useState(test.TestQuestions[0] ?? null);
  const [progress, setProgress] = useState(
    test.Cat ?? {
      ItemsAnswered: 0,
      MinimumItems: 1,
      MaximumItems: 1,
      Theta: null,
      StandardError: null,
    },
  );
  const [answer, setAnswer] = useState('');
  // When the current question appeared (server time): the step's StartTime.
  const [openedAt] = useState(() => new Date(Date.now() + offset).toISOString());
  const shownAt = useRef(openedAt);
  const [clock, setClock] = useState(() => ({
    seconds: secondsLeft(attempt, offset, Date.now()),
    sync: 0,
  }));
  const next = useMutation(nextQuestionMutationOptions(apiClient, queryClient));
  const submit = useMutation(submitTestMutationOptions(apiClient, queryClient));
  const busy = next.isPending || submit.isPending;
  const [finishOpen, setFinishOpen] = useState(false);
  const finishMessage = useMessageText(ApplicationMessageId.finishTestConfirmation);

  useEffect(() => {
    const resync = () => {
      if (document.visibilityState === 'visible')
        setClock((previous) => ({
          seconds: secondsLeft(attempt, offset, Date.now()),
          sync: previous.sync + 1,
        }));
    };
    document.addEventListener('visibilitychange', resync);
    return () => document.removeEventListener('visibilitychange', resync);
  }, [attempt, offset]);

  const toResult = () => {
    // The start call would now answer "submitted": the next visit to the attempt goes to the result.
    queryClient.removeQueries({ queryKey: testKeys.questions(test.CandidateSOSId, test.TestId) });
    void navigate(resultPath, { replace: true });
  };

  const finish = () => {
    if (submit.isPending) return;
    submit.mutate(
      {
        TestId: test.TestId,
        CandidateSOSId: test.CandidateSOSId,
        SOSDetailTestId: sosDetailTestId,
        StartTime: attempt.StartTime,
        EndTime: serverNow(),
        Answers: [],
      },
      {
        onSuccess: toResult,
        onError: (error) => feedback.error(`The test was not submitted. ${errorMessage(error)}`),
      },
    );
  };
  const finishRef = useRef(finish);
  useEffect(() => {
    finishRef.current = finish;
  });
  const overdue = clock.seconds <= 0;
  useEffect(() => {
    if (overdue) finishRef.current();
  }, [overdue]);

  if (!question)
    return <InlineAlert variant="info" title="This adaptive test has no questions yet." />;

  const sendAnswer = () => {
    if (busy) return;
    const outcome = nextQuestionRequest(test, question, answer, {
      startTime: shownAt.current,
      endTime: serverNow(),
    });
    // The card already says 'Please select an option' and keeps Next disabled.
    if (!outcome.ok) return;
    next.mutate(outcome.request, {
      onSuccess: (response) => {
        setProgress(response.Cat);
        if (response.IsCompleted || !response.Question) {
          toResult();
          return;
        }
        setQuestion(response.Question);
        setAnswer('');
        shownAt.current = serverNow();
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 409) toResult();
        else feedback.error(`Your answer was not sent. ${errorMessage(error)}`);
      },
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="page-title" className="text-2xl font-semibold">
          {test.TestName}
        </h1>
        <TestTimer
          key={clock.sync}
          remainingSeconds={clock.seconds}
          paused={submit.isPending}
          onExpire={finish}
        />
      </header>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <QuestionCard
          key={question.QuestionId}
          questionId={question.QuestionId}
          number={progress.ItemsAnswered + 1}
          totalQuestions={progress.MaximumItems}
          text={question.QuestionText}
          mode={question.QuestionMode.Value}
          answerType={question.AnswerType}
          options={question.Options.map((option) => ({
            id: String(option.OptionId),
            text: option.Text,
          }))}
          subjectName={question.SubjectName}
          answer={answer}
          onAnswerChange={setAnswer}
          requireAnswer
          disabled={busy}
          onNext={sendAnswer}
          nextLabel={next.isPending ? 'Sending…' : 'Next'}
          aria-busy={next.isPending || undefined}
        />
        <CatProgress
          itemsAnswered={progress.ItemsAnswered}
          minimumItems={progress.MinimumItems}
          maximumItems={progress.MaximumItems}
          theta={progress.Theta}
          standardError={progress.StandardError}
        />
      </div>
      <div>
        <FinishTestDialog
          open={finishOpen}
          onOpenChange={setFinishOpen}
          trigger={
            <Button variant="outline" disabled={busy}>
              Finish test now
            </Button>
          }
          answeredCount={progress.ItemsAnswered}
          totalCount={progress.MaximumItems}
          message={finishMessage}
          summary={`You answered ${progress.ItemsAnswered} ${progress.ItemsAnswered === 1 ? 'question' : 'questions'}. The test has not measured your ability precisely enough yet: if you finish now, your estimate will be less precise.`}
          pending={submit.isPending}
          onConfirm={finish}
        />
      </div>
    </div>
  );
}
