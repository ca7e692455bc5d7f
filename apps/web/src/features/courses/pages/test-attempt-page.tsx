import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useLoaderData, useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import {
  getTestQuestions,
  isApiError,
  submitTestMutationOptions,
  testQuestionsQueryOptions,
} from '@portal/api';
import { ApplicationMessageId, TestType, type StartedTest } from '@portal/domain';
import {
  AnswerQueueStatus,
  AnswerSaveMark,
  Button,
  InlineAlert,
  QuestionCard,
  QuestionNavigator,
  Skeleton,
  TestTimer,
} from '@portal/ui';
import { FinishTestDialog } from '../../../shared/dialogs';
import { errorMessage } from '../../../shared/forms/use-zod-form';
import { useMessageText } from '../../../shared/messages/messages-store';
import { apiClient, feedback, queryClient } from '../../../shared/services';
import { watchNetworkStatus } from '../../../platform/network-status';
import { browserStorage } from '../../../platform/storage';
import { CatAttempt } from '../components/cat-attempt';
import { ListLoadError } from '../components/list-load-error';
import type { CourseLoaderData } from '../course-route';
import {
  acknowledge,
  adoptServerAnswers,
  changeAnswer,
  clockOffset,
  elapsedOnServer,
  loadedEntry,
  markOf,
  replacedMessage,
  secondsLeft,
  type JournalEntry,
} from '../quiz/answer-journal';
import type { QueuedAnswer } from '../quiz/answer-store';
import { quizResultPathOf, quizTargetOf } from '../quiz/quiz-paths';
import { readReviewFlags, writeReviewFlags } from '../quiz/review-flags';
import { answerStore, useAnswerOutbox } from '../quiz/use-answer-outbox';

/**
 * spec 2: quizAttempt (/quiz/.../attempt/{testId}/{sosDetailTestId}) and systemTestAttempt. Starting
 * loads the questions (or resumes the open attempt with its saved answers); a test already
 * attempted shows its result instead.
 */
export default function TestAttemptPage() {
  const { course, params } = useLoaderData() as CourseLoaderData;
  const { courseName = '', candidateSOSId = '' } = useParams();
  const root = { courseName, encryptedSosId: candidateSOSId };
  const target = quizTargetOf(params);
  const started = useQuery({
    ...testQuestionsQueryOptions(apiClient, {
      candidateSOSId: course.CandidateSOSId,
      testId: Number(params.testId),
    }),
    retry: false,
  });
  const resultPath = quizResultPathOf(root, target);
  // A closed attempt's answers left on this device (its page never came back) are never sent.
  const closedAttemptId =
    started.data && (started.data.IsAttemptedTest || started.data.Attempt.IsSubmitted)
      ? started.data.Attempt.TestAttemptId
      : null;
  useEffect(() => {
    if (closedAttemptId !== null) void answerStore().clear(closedAttemptId);
  }, [closedAttemptId]);

  if (started.isPending)
    return (
      <div aria-busy="true" className="grid gap-3">
        <span className="sr-only">Starting the quiz</span>
        <Skeleton className="h-80 w-full max-w-3xl" />
      </div>
    );
  if (started.isError)
    return isApiError(started.error) && started.error.status === 403 ? (
      <div className="flex max-w-2xl flex-col gap-3">
        <h1 id="page-title" className="text-2xl font-semibold">
          This quiz cannot be started
        </h1>
        <InlineAlert variant="danger" title={errorMessage(started.error)} />
      </div>
    ) : (
      <ListLoadError what="quiz" onRetry={() => void started.refetch()} />
    );
  // Issue 13: a re-opened attempted test shows its result, not a new attempt.
  if (started.data.IsAttemptedTest || started.data.Attempt.IsSubmitted)
    return <Navigate to={resultPath} replace />;
  if (started.data.TestType.Value === TestType.CAT)
    return (
      <CatAttempt
        test={started.data}
        receivedAt={started.dataUpdatedAt}
        resultPath={resultPath}
        sosDetailTestId={target.kind === 'sos' ? target.test.SOSDetailTestId : null}
      />
    );
  return (
    <AttemptBody
      test={started.data}
      receivedAt={started.dataUpdatedAt}
      resultPath={resultPath}
      sosDetailTestId={target.kind === 'sos' ? target.test.SOSDetailTestId : null}
    />
  );
}

function AttemptBody({
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
  const questions = test.TestQuestions;
  const attempt = test.Attempt;
  const offset = clockOffset(attempt, receivedAt);
  const [index, setIndex] = useState(0);
  const [journal, setJournal] = useState<Record<number, JournalEntry>>(() =>
    Object.fromEntries(
      questions.map((question) => [
        question.QuestionId,
        loadedEntry(question.CandidateAnswer ?? ''),
      ]),
    ),
  );
  const journalRef = useRef(journal);
  // Questions whose answer another device replaced (issue 13), with when that answer was given.
  const [replaced, setReplaced] = useState<Record<number, string | null>>({});
  const [flagged, setFlagged] = useState<number[]>(() =>
    readReviewFlags(browserStorage('session'), attempt.TestAttemptId),
  );
  const toggleFlag = (questionId: number) => {
    const next = flagged.includes(questionId)
      ? flagged.filter((id) => id !== questionId)
      : [...flagged, questionId];
    setFlagged(next);
    writeReviewFlags(browserStorage('session'), attempt.TestAttemptId, next);
  };
  const [finishOpen, setFinishOpen] = useState(false);
  // The timer shows deadline − server time; a tab coming back to the front counts again.
  const [clock, setClock] = useState(() => ({
    seconds: secondsLeft(attempt, offset, Date.now()),
    sync: 0,
  }));
  const submit = useMutation(submitTestMutationOptions(apiClient, queryClient));
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

  const setEntry = useCallback((questionId: number, entry: JournalEntry) => {
    journalRef.current = { ...journalRef.current, [questionId]: entry };
    setJournal(journalRef.current);
  }, []);

  // The answer journal's outbox: every change is kept on this device (IndexedDB) before it is
  // sent, in order, keyed by (attempt, question, sequence); offline, changes wait for the network.
  const { outbox, state: outboxState } = useAnswerOutbox(attempt.TestAttemptId, {
    onRestored: (items) => {
      for (const item of items) {
        const current = journalRef.current[item.questionId];
        if (!current || current.sequence < item.sequence)
          setEntry(item.questionId, {
            answer: item.answer,
            sequence: item.sequence,
            savedSequence: current?.savedSequence ?? 0,
            failed: false,
          });
      }
    },
    onSaved: (item, response) => {
      const current = journalRef.current[item.questionId];
      const entry: JournalEntry =
        current && current.sequence >= item.sequence
          ? current
          : { answer: item.answer, sequence: item.sequence, savedSequence: 0, failed: false };
      const outcome = acknowledge(entry, item.sequence, response);
      setEntry(item.questionId, outcome.entry);
      // Another device answered later: its answer stands and shows here, with an alert.
      if (outcome.kind === 'replaced')
        setReplaced((previous) => ({ ...previous, [item.questionId]: outcome.answeredAt }));
    },
    onRefused: (item: QueuedAnswer) => {
      const current = journalRef.current[item.questionId];
      if (current && current.sequence === item.sequence)
        setEntry(item.questionId, { ...current, failed: true });
    },
    // 409: the attempt was closed (another tab, or the deadline): its result stands.
    onClosed: () => void navigate(resultPath, { replace: true }),
  });
  // Issue 13: another device may have changed an answer while this page sat in the background or
  // offline. Coming back, the page reads the attempt's saved answers again and shows (with the
  // alert) each one that changed there, unless this device has a later change of its own on its way.
  const testQuery = { candidateSOSId: test.CandidateSOSId, testId: test.TestId };
  const testQueryRef = useRef(testQuery);
  useEffect(() => {
    testQueryRef.current = testQuery;
  });
  useEffect(() => {
    let active = true;
    const refresh = () => {
      const before = journalRef.current;
      getTestQuestions(apiClient, testQueryRef.current).then(
        (fresh) => {
          if (!active || fresh.Attempt.TestAttemptId !== attempt.TestAttemptId) return;
          const { entries, changed } = adoptServerAnswers(
            before,
            journalRef.current,
            fresh.TestQuestions,
          );
          for (const questionId of changed) setEntry(questionId, entries[questionId]!);
          if (changed.length > 0)
            setReplaced((previous) => ({
              ...previous,
              ...Object.fromEntries(changed.map((questionId) => [questionId, null])),
            }));
        },
        // Not reachable now: the next return to the page tries again.
        () => undefined,
      );
    };
    const visible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', visible);
    const stop = watchNetworkStatus((online) => {
      if (online) refresh();
    });
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', visible);
      stop();
    };
  }, [attempt.TestAttemptId, setEntry]);

  const enqueue = (questionId: number, entry: JournalEntry) =>
    void outbox.enqueue({
      questionId,
      sequence: entry.sequence,
      answer: entry.answer,
      ...(entry.answeredAt ? { answeredAt: entry.answeredAt } : {}),
    });

  const changeOf = (questionId: number, answer: string) => {
    const now = Date.now();
    const entry = changeAnswer(
      journalRef.current[questionId],
      answer,
      elapsedOnServer(attempt, offset, now),
      new Date(now + offset).toISOString(),
    );
    setReplaced((previous) => {
      if (!(questionId in previous)) return previous;
      const rest = { ...previous };
      delete rest[questionId];
      return rest;
    });
    setEntry(questionId, entry);
    enqueue(questionId, entry);
  };

  // Submitting waits for the outbox: the answers kept on this device reach the server first.
  const [finishing, setFinishing] = useState(false);
  const finish = () => {
    if (submit.isPending) return;
    setFinishOpen(false);
    setFinishing(true);
    outbox.flush();
  };
  const submitNow = () => {
    const now = new Date(Date.now() + offset).toISOString();
    // An answer the server has not confirmed goes with the submit too, so it is not lost. The
    // others are on the server already, and may have been changed there since on another device
    // (issue 13): this page's copy must not overwrite them as final.
    submit.mutate(
      {
        TestId: test.TestId,
        CandidateSOSId: test.CandidateSOSId,
        SOSDetailTestId: sosDetailTestId,
        StartTime: attempt.StartTime,
        EndTime: now,
        Answers: questions
          .filter((question) => markOf(journalRef.current[question.QuestionId]) === 'pending')
          .map((question) => ({
            QuestionId: question.QuestionId,
            CandidateAnswer: journalRef.current[question.QuestionId]?.answer || null,
            StartTime: null,
            EndTime: null,
          })),
      },
      {
        onSuccess: () => {
          void outbox.clear();
          void navigate(resultPath, { replace: true });
        },
        onError: (error) => {
          setFinishing(false);
          feedback.error(`The quiz was not submitted. ${errorMessage(error)}`);
        },
      },
    );
  };
  const submitRef = useRef(submitNow);
  useEffect(() => {
    submitRef.current = submitNow;
  });
  const readyToSubmit =
    finishing &&
    outboxState.restored &&
    outboxState.online &&
    outboxState.waiting === 0 &&
    !outboxState.closed;
  useEffect(() => {
    if (readyToSubmit) submitRef.current();
  }, [readyToSubmit]);

  const finishRef = useRef<() => void>(() => undefined);
  useEffect(() => {
    finishRef.current = finish;
  });
  // Opened (or brought back) after the deadline: the timer never ticks, so submit what was saved.
  const overdue = clock.seconds <= 0;
  useEffect(() => {
    if (overdue) finishRef.current();
  }, [overdue]);

  const question = questions[index];
  if (!question) return <InlineAlert variant="info" title="This quiz has no questions yet." />;
  const answered = questions
    .filter((entry) => (journal[entry.QuestionId]?.answer ?? '') !== '')
    .map((entry) => entry.QuestionId);
  const isFlagged = flagged.includes(question.QuestionId);
  const isLast = index === questions.length - 1;
  const saveMarkOf = (questionId: number) => {
    const mark = markOf(journal[questionId]);
    return mark === 'pending' && !outboxState.online ? 'offline' : mark;
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
          paused={submit.isPending || finishing}
          onExpire={finish}
        />
      </header>
      <AnswerQueueStatus
        online={outboxState.online}
        waiting={outboxState.waiting}
        checking={!outboxState.restored}
        submitting={finishing}
      />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex flex-col gap-3">
          {question.QuestionId in replaced ? (
            <InlineAlert
              variant="warning"
              title={replacedMessage(replaced[question.QuestionId] ?? null)}
              data-testid="answer-replaced"
            />
          ) : null}
          <QuestionCard
            key={question.QuestionId}
            questionId={question.QuestionId}
            number={index + 1}
            totalQuestions={questions.length}
            text={question.QuestionText}
            mode={question.QuestionMode.Value}
            answerType={question.AnswerType}
            options={question.Options.map((option) => ({
              id: String(option.OptionId),
              text: option.Text,
            }))}
            subjectName={test.IsFLP ? question.SubjectName : undefined}
            answer={journal[question.QuestionId]?.answer ?? ''}
            onAnswerChange={(answer) => changeOf(question.QuestionId, answer)}
            disabled={submit.isPending || finishing}
            onPrevious={() => setIndex(Math.max(0, index - 1))}
            onNext={() => (isLast ? setFinishOpen(true) : setIndex(index + 1))}
            nextLabel={isLast ? 'Finish' : 'Next'}
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Button
              variant="outline"
              aria-pressed={isFlagged}
              onClick={() => toggleFlag(question.QuestionId)}
            >
              <Flag aria-hidden className={isFlagged ? 'fill-current' : undefined} />
              Flag for review
            </Button>
            <AnswerSaveMark status={saveMarkOf(question.QuestionId)} />
          </div>
        </div>
        <div className="flex flex-col gap-3">
          <QuestionNavigator
            questions={questions}
            answeredQuestionIds={answered}
            flaggedQuestionIds={flagged}
            currentIndex={index}
            isFLP={test.IsFLP}
            onNavigate={setIndex}
          />
          <FinishTestDialog
            open={finishOpen}
            onOpenChange={setFinishOpen}
            trigger={<Button>Finish quiz</Button>}
            answeredCount={answered.length}
            totalCount={questions.length}
            message={finishMessage}
            pending={submit.isPending || finishing}
            onConfirm={finish}
          />
        </div>
      </div>
    </div>
  );
}
