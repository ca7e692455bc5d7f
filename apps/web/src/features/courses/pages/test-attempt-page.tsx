import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useLoaderData, useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import {
  isApiError,
  saveTestAnswer,
  submitTestMutationOptions,
  testQuestionsQueryOptions,
} from '@portal/api';
import { ApplicationMessageId, TestType, type StartedTest } from '@portal/domain';
import {
  AnswerSaveMark,
  Button,
  FinishTestDialog,
  InlineAlert,
  QuestionCard,
  QuestionNavigator,
  Skeleton,
  TestTimer,
} from '@portal/ui';
import { errorMessage } from '../../../shared/forms/use-zod-form';
import { useMessageText } from '../../../shared/messages/messages-store';
import { apiClient, feedback, queryClient } from '../../../shared/services';
import { browserStorage } from '../../../platform/storage';
import { CatAttempt } from '../components/cat-attempt';
import { ListLoadError } from '../components/list-load-error';
import type { CourseLoaderData } from '../course-route';
import {
  acknowledge,
  changeAnswer,
  clockOffset,
  elapsedOnServer,
  loadedEntry,
  markOf,
  secondsLeft,
  type JournalEntry,
} from '../quiz/answer-journal';
import { quizResultPathOf, quizTargetOf } from '../quiz/quiz-paths';
import { readReviewFlags, writeReviewFlags } from '../quiz/review-flags';

/** Quiet time after the last change of a question before its answer is sent (per question). */
const SAVE_DEBOUNCE_MS = 600;
/** Wait before sending a failed save again. */
const RETRY_MS = 3000;

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
  const timers = useRef(new Map<number, number>());
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

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const setEntry = useCallback((questionId: number, entry: JournalEntry) => {
    journalRef.current = { ...journalRef.current, [questionId]: entry };
    setJournal(journalRef.current);
  }, []);

  // The latest send, for the timers (a resend and a retry call it from their callbacks).
  const sendRef = useRef<(questionId: number) => void>(() => undefined);
  const finishRef = useRef<() => void>(() => undefined);
  const schedule = useCallback((questionId: number, delay: number) => {
    window.clearTimeout(timers.current.get(questionId));
    timers.current.set(
      questionId,
      window.setTimeout(() => sendRef.current(questionId), delay),
    );
  }, []);

  /** Sends a question's latest answer, keyed by (attempt, question, sequence): a retry changes nothing. */
  const send = (questionId: number) => {
    const entry = journalRef.current[questionId];
    if (!entry) return;
    const sentSequence = entry.sequence;
    saveTestAnswer(apiClient, {
      TestAttemptId: attempt.TestAttemptId,
      QuestionId: questionId,
      CandidateAnswer: entry.answer === '' ? null : entry.answer,
      Sequence: sentSequence,
      StartTime: null,
      EndTime: null,
    }).then(
      (response) => {
        const current = journalRef.current[questionId];
        if (!current) return;
        const outcome = acknowledge(current, sentSequence, response);
        setEntry(questionId, outcome.entry);
        if (outcome.kind === 'resend') schedule(questionId, 0);
      },
      (error: unknown) => {
        // 409: the attempt was closed (another tab, or the deadline): its result stands.
        if (isApiError(error) && error.status === 409) {
          void navigate(resultPath, { replace: true });
          return;
        }
        const current = journalRef.current[questionId];
        if (current && current.sequence === sentSequence)
          setEntry(questionId, { ...current, failed: true });
        schedule(questionId, RETRY_MS);
      },
    );
  };
  useEffect(() => {
    sendRef.current = send;
  });

  const changeOf = (questionId: number, answer: string) => {
    setEntry(
      questionId,
      changeAnswer(
        journalRef.current[questionId],
        answer,
        elapsedOnServer(attempt, offset, Date.now()),
      ),
    );
    schedule(questionId, SAVE_DEBOUNCE_MS);
  };

  const finish = () => {
    if (submit.isPending) return;
    timers.current.forEach((timer) => window.clearTimeout(timer));
    timers.current.clear();
    const now = new Date(Date.now() + offset).toISOString();
    // Every answer goes with the submit too: one still pending is not lost.
    submit.mutate(
      {
        TestId: test.TestId,
        CandidateSOSId: test.CandidateSOSId,
        SOSDetailTestId: sosDetailTestId,
        StartTime: attempt.StartTime,
        EndTime: now,
        Answers: questions.map((question) => ({
          QuestionId: question.QuestionId,
          CandidateAnswer: journalRef.current[question.QuestionId]?.answer || null,
          StartTime: null,
          EndTime: null,
        })),
      },
      {
        onSuccess: () => void navigate(resultPath, { replace: true }),
        onError: (error) => feedback.error(`The quiz was not submitted. ${errorMessage(error)}`),
      },
    );
  };

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
        <div className="flex flex-col gap-3">
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
            disabled={submit.isPending}
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
            <AnswerSaveMark status={markOf(journal[question.QuestionId])} />
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
            pending={submit.isPending}
            onConfirm={finish}
          />
        </div>
      </div>
    </div>
  );
}
