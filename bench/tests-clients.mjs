// The client side of the tests-area benches (tests-load, class-load, tests-cpu), run in a process
// of its own by client-runner.mjs (runClient in server-bench.mjs) or load-generator.mjs, never on
// the event loop of the server being measured. Every export takes plain data and returns plain data.

const sleep = (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds));
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Latency figures of one route's samples (milliseconds). */
export function latencySummary(latencies) {
  const sorted = [...latencies].sort((left, right) => left - right);
  if (sorted.length === 0) return { requests: 0, p50Ms: null, p99Ms: null, maxMs: null };
  return {
    requests: sorted.length,
    p50Ms: Number(percentile(sorted, 50).toFixed(2)),
    p99Ms: Number(percentile(sorted, 99).toFixed(2)),
    maxMs: Number(sorted.at(-1).toFixed(2)),
  };
}

/**
 * autocannon `requests` for SaveTestAnswer (load-generator.mjs builds them in its own process): every
 * request a new (question, sequence) of one open attempt, so each one is a real journal insert, sent
 * as the portal sends it, with AnsweredAt and the page's DeviceId.
 */
export function saveAnswerRequests({ attemptId, questions, deviceId, firstSequence = 1 }) {
  let sequence = firstSequence - 1;
  return [
    {
      setupRequest: (request) => {
        sequence += 1;
        const question = questions[sequence % questions.length];
        const optionId = question.optionIds[sequence % question.optionIds.length];
        return {
          ...request,
          body: JSON.stringify({
            TestAttemptId: attemptId,
            QuestionId: question.questionId,
            CandidateAnswer: String(optionId),
            Sequence: sequence,
            StartTime: null,
            EndTime: null,
            AnsweredAt: new Date().toISOString(),
            DeviceId: deviceId,
          }),
        };
      },
    },
  ];
}

/** One call; its latency, status, body's Data (null unless 200) and the server's statement count header. */
async function call(api, headers, path, init = {}) {
  const before = performance.now();
  try {
    const response = await fetch(`${api}${path}`, { headers, ...init });
    const body = await response.json();
    return {
      milliseconds: performance.now() - before,
      status: response.status,
      data: response.status === 200 ? body.Data : null,
      statements: Number(response.headers.get('x-sql-statements') ?? Number.NaN),
    };
  } catch {
    return {
      milliseconds: performance.now() - before,
      status: 0,
      data: null,
      statements: Number.NaN,
    };
  }
}

const nextQuestionPath = (testId, candidateSosId, question) =>
  `CandidateTestService/GetNextQuestion?${new URLSearchParams({
    TestId: String(testId),
    CandidateSOSId: String(candidateSosId),
    QuestionId: String(question.QuestionId),
    TopicId: String(question.TopicId),
    CandidateAnswer: String(
      question.Options[Math.floor(Math.random() * question.Options.length)].OptionId,
    ),
    StartTime: new Date().toISOString(),
    EndTime: new Date().toISOString(),
  })}`;

/** Starts (GetTestQuestions) each test in turn: the first question of each, by test id. */
export async function startTests({ api, headers, candidateSosId, testIds }) {
  const first = {};
  for (const testId of testIds) {
    const started = await call(
      api,
      headers,
      `CandidateTestService/GetTestQuestions?candidateSOSId=${candidateSosId}&testId=${testId}`,
    );
    if (started.status !== 200) throw new Error(`GetTestQuestions ${testId}: ${started.status}`);
    first[testId] = started.data.TestQuestions[0];
  }
  return first;
}

/**
 * CAT sessions answered concurrently, each one request at a time, paced so that all of them
 * together stay near `rate` requests/s, until every session reaches its stop rule. Latency of every
 * GetNextQuestion and the statements it ran (when the server counts them).
 */
export async function catSessions({ api, headers, candidateSosId, firstQuestions, rate }) {
  const testIds = Object.keys(firstQuestions).map(Number);
  const latencies = [];
  let statements = 0;
  let failures = 0;
  const interval = (1000 * testIds.length) / rate;
  const runSession = async (testId) => {
    let question = firstQuestions[testId];
    while (question) {
      const next = Date.now() + interval;
      const answered = await call(api, headers, nextQuestionPath(testId, candidateSosId, question));
      latencies.push(answered.milliseconds);
      statements += answered.statements;
      if (answered.status !== 200) {
        failures += 1;
        break;
      }
      question = answered.data.Question;
      await sleep(Math.max(0, next - Date.now()));
    }
  };
  const started = performance.now();
  await Promise.all(
    testIds.map((testId, index) => sleep((index * 1000) / rate).then(() => runSession(testId))),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    ...latencySummary(latencies),
    requestsPerSecond: Math.round(latencies.length / seconds),
    failures,
    statements,
  };
}

/**
 * `amount` SaveTestAnswer calls, `concurrency` at a time, each a new (question, sequence) of the
 * attempt: the statements they ran in total (when the server counts them) and the failures.
 */
export async function saveAnswers({
  api,
  headers,
  attemptId,
  questions,
  deviceId,
  firstSequence,
  amount,
  concurrency,
}) {
  let sequence = firstSequence - 1;
  let statements = 0;
  let failures = 0;
  const latencies = [];
  const worker = async () => {
    while (sequence < firstSequence - 1 + amount) {
      sequence += 1;
      const question = questions[sequence % questions.length];
      const optionId = question.optionIds[sequence % question.optionIds.length];
      const saved = await call(api, headers, 'CandidateTestService/SaveTestAnswer', {
        method: 'POST',
        body: JSON.stringify({
          TestAttemptId: attemptId,
          QuestionId: question.questionId,
          CandidateAnswer: String(optionId),
          Sequence: sequence,
          StartTime: null,
          EndTime: null,
          AnsweredAt: new Date().toISOString(),
          DeviceId: deviceId,
        }),
      });
      latencies.push(saved.milliseconds);
      statements += saved.statements;
      if (saved.status !== 200) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { ...latencySummary(latencies), statements, failures };
}

/**
 * A class taking a test at once (class-load.mjs): candidates start evenly spread over the window;
 * quiz takers answer each question after a think time and submit, CAT takers answer until the stop
 * rule. Per route: latencies, non-2xx and network errors; how many completed; the run's length.
 */
export async function classRun({
  api,
  headers,
  candidateSosId,
  quizIds,
  catIds,
  classSize,
  startWindowSeconds,
  thinkMs,
  maxSeconds,
}) {
  const think = () => sleep(thinkMs * (0.5 + Math.random()));
  const byRoute = {};
  const record = (route, answered) => {
    const entry = (byRoute[route] ??= { latencies: [], non2xx: 0, errors: 0 });
    entry.latencies.push(answered.milliseconds);
    if (answered.status === 0) entry.errors += 1;
    else if (answered.status !== 200) entry.non2xx += 1;
    return answered.data;
  };
  let completed = 0;
  let deadline = Number.POSITIVE_INFINITY;
  const overtime = () => performance.now() > deadline;
  const takeQuiz = async (testId) => {
    const started = record(
      'GET GetTestQuestions',
      await call(
        api,
        headers,
        `CandidateTestService/GetTestQuestions?candidateSOSId=${candidateSosId}&testId=${testId}`,
      ),
    );
    if (!started) return;
    let sequence = 0;
    for (const question of started.TestQuestions) {
      await think();
      if (overtime()) return;
      sequence += 1;
      const option = question.Options[Math.floor(Math.random() * question.Options.length)];
      const body = {
        TestAttemptId: started.Attempt.TestAttemptId,
        QuestionId: question.QuestionId,
        CandidateAnswer: String(option.OptionId),
        Sequence: sequence,
        StartTime: null,
        EndTime: null,
      };
      record(
        'POST SaveTestAnswer',
        await call(api, headers, 'CandidateTestService/SaveTestAnswer', {
          method: 'POST',
          body: JSON.stringify(body),
        }),
      );
    }
    if (overtime()) return;
    const submitted = record(
      'POST SubmitTest',
      await call(api, headers, 'CandidateTestService/SubmitTest', {
        method: 'POST',
        body: JSON.stringify({
          TestId: testId,
          CandidateSOSId: candidateSosId,
          SOSDetailTestId: null,
          StartTime: started.Attempt.StartTime,
          EndTime: new Date().toISOString(),
          Answers: [],
        }),
      }),
    );
    if (submitted) completed += 1;
  };
  const takeCat = async (testId) => {
    const started = record(
      'GET GetTestQuestions',
      await call(
        api,
        headers,
        `CandidateTestService/GetTestQuestions?candidateSOSId=${candidateSosId}&testId=${testId}`,
      ),
    );
    let question = started?.TestQuestions[0];
    while (question) {
      await think();
      if (overtime()) return;
      const next = record(
        'GET GetNextQuestion (CAT)',
        await call(api, headers, nextQuestionPath(testId, candidateSosId, question)),
      );
      if (!next) return;
      if (next.IsCompleted) {
        completed += 1;
        return;
      }
      question = next.Question;
    }
  };
  // Quiz and CAT candidates interleaved, every start inside the window.
  const quizQueue = quizIds.map((testId) => () => takeQuiz(testId));
  const catQueue = catIds.map((testId) => () => takeCat(testId));
  const catPositions = new Set(
    catIds.map((_, index) => Math.floor((index * classSize) / catIds.length)),
  );
  const candidates = Array.from(
    { length: classSize },
    (_, index) =>
      (catPositions.has(index) ? catQueue.shift() : quizQueue.shift()) ??
      catQueue.shift() ??
      quizQueue.shift(),
  );
  const began = performance.now();
  deadline = began + maxSeconds * 1000;
  await Promise.all(
    candidates.map((take, index) =>
      sleep((index * startWindowSeconds * 1000) / candidates.length).then(take),
    ),
  );
  const seconds = (performance.now() - began) / 1000;
  return {
    candidates: candidates.length,
    completed,
    runSeconds: Number(seconds.toFixed(1)),
    routes: Object.entries(byRoute).map(([route, entry]) => ({
      route,
      ...latencySummary(entry.latencies),
      requestsPerSecond: Number((entry.latencies.length / seconds).toFixed(1)),
      non2xx: entry.non2xx,
      errors: entry.errors,
    })),
  };
}
