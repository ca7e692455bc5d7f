import { route } from './route';

/**
 * Tests and quizzes (learning-areas.md sections 4 and 7, "Tests (CandidateTestService)"): the
 * filters, the enrolment's quizzes (Quizzes feature) and system tests (AIQuizzes), one test's info,
 * starting or resuming an attempt, saving answers as they change (ours: the answer journal), the
 * adaptive next question, submitting, and results. Every call names the enrolment or the attempt;
 * another candidate's answers like a missing one.
 */
export const TestsApiRoutes = {
  getCandidateTestFilter: route('GET', 'CandidateTestService/GetCandidateTestFilter', true),
  /** Query: candidateSOSId, subjectId?, filter, pageNumber, pageSize (Quizzes feature). */
  getTests: route('GET', 'CandidateTestService/GetTests', true),
  /** Query: as GetTests (AIQuizzes feature). */
  getSystemTests: route('GET', 'CandidateTestService/GetSystemTests', true),
  /** Query: candidateSOSId, testId. */
  getTest: route('GET', 'CandidateTestService/GetTest', true),
  /** Query: candidateSOSId, testId. Starts the attempt (or resumes the open one). */
  getTestQuestions: route('GET', 'CandidateTestService/GetTestQuestions', true),
  /** Ours: one answer, idempotent by (attempt, question, sequence). */
  saveTestAnswer: route('POST', 'CandidateTestService/SaveTestAnswer', true),
  /** Query: the next-question request (spec). CAT only. */
  getNextQuestion: route('GET', 'CandidateTestService/GetNextQuestion', true),
  submitTest: route('POST', 'CandidateTestService/SubmitTest', true),
  /** Query: candidateSOSId, testId. */
  getAttemptedTestResult: route('GET', 'CandidateTestService/GetAttemptedTestResult', true),
  /** Query: candidateSOSId, testId. */
  getAttemptedTestResultDetail: route(
    'GET',
    'CandidateTestService/GetAttemptedTestResultDetail',
    true,
  ),
  /** Query: testAttemptId. */
  getTestResultDetail: route('GET', 'CandidateTestService/GetTestResultDetail', true),
  /** Ours, the mistake bank. Query: candidateSOSId. The wrong answers of the enrolment's submitted tests. */
  getMistakeBank: route('GET', 'CandidateTestService/GetMistakeBank', true),
  /** Ours: a retry of one question of the caller's mistake bank. */
  retryMistake: route('POST', 'CandidateTestService/RetryMistake', true),
} as const;
