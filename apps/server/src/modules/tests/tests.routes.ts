import {
  CandidateTestFilter,
  CandidateTestFilterResponse,
  MistakeBankQuery,
  MistakeBankResponse,
  NextQuestionQuery,
  NextQuestionResponse,
  SaveTestAnswerRequest,
  SaveTestAnswerResponse,
  StartedTest,
  SubmitTestRequest,
  TestAttemptQuery,
  TestInfo,
  TestListQuery,
  TestListResponse,
  RetryMistakeRequest,
  RetryMistakeResponse,
  TestQuery,
  TestResult,
  TestSource,
  TestsApiRoutes as routes,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { MistakeBankService } from './mistake-bank.service';
import type { TestsService } from './tests.service';

const tags = ['Tests'];

const filterNames: Record<CandidateTestFilter, string> = {
  [CandidateTestFilter.all]: 'All',
  [CandidateTestFilter.attempted]: 'Attempted',
  [CandidateTestFilter.unattempted]: 'Unattempted',
};

/** TestsApiRoutes (learning-areas.md sections 4 and 7, CandidateTestService). */
export function registerTestsRoutes(
  app: FastifyInstance,
  tests: TestsService,
  mistakes: MistakeBankService,
): void {
  defineRoute(app, routes.getCandidateTestFilter, {
    schema: {
      tags,
      summary: 'The test list filters (All, Attempted, Unattempted).',
      response: CandidateTestFilterResponse,
    },
    handler: async () => ({
      Filters: Object.values(CandidateTestFilter).map((Value) => ({
        Value,
        DisplayName: filterNames[Value],
      })),
    }),
  });

  defineRoute(app, routes.getTests, {
    schema: {
      tags,
      summary: "One page of the enrolment's quizzes (Quizzes feature), filtered by attempt.",
      querystring: TestListQuery,
      response: TestListResponse,
    },
    handler: ({ query, caller }) => tests.list(caller, query, TestSource.SosTest),
  });

  defineRoute(app, routes.getSystemTests, {
    schema: {
      tags,
      summary: "One page of the enrolment's system (AI) tests (AIQuizzes feature).",
      querystring: TestListQuery,
      response: TestListResponse,
    },
    handler: ({ query, caller }) => tests.list(caller, query, TestSource.SystemTest),
  });

  defineRoute(app, routes.getTest, {
    schema: {
      tags,
      summary: "A test's info page: due date, whether it expired, and the open attempt.",
      querystring: TestQuery,
      response: TestInfo,
    },
    handler: ({ query, caller }) => tests.info(caller, query),
  });

  defineRoute(app, routes.getTestQuestions, {
    schema: {
      tags,
      summary:
        'Starts the test (deadline = now + duration) or resumes the open attempt with its saved answers; never the answer key. An expired test cannot be started (403). A CAT gives its current question.',
      querystring: TestQuery,
      response: StartedTest,
    },
    handler: ({ query, caller }) => tests.start(caller, query),
  });

  defineRoute(app, routes.saveTestAnswer, {
    schema: {
      tags,
      summary:
        'Saves one answer the moment it changes; idempotent by (attempt, question, sequence), and an older sequence never replaces a newer one.',
      body: SaveTestAnswerRequest,
      response: SaveTestAnswerResponse,
    },
    handler: ({ body, caller }) => tests.saveAnswer(caller, body),
  });

  defineRoute(app, routes.getNextQuestion, {
    schema: {
      tags,
      summary:
        "A CAT's next question: the server scores the answer, re-estimates the ability (EAP), records the step and picks the next item, or stops and submits.",
      querystring: NextQuestionQuery,
      response: NextQuestionResponse,
    },
    handler: ({ query, caller }) => tests.nextQuestion(caller, query),
  });

  defineRoute(app, routes.submitTest, {
    schema: {
      tags,
      summary: 'Submits the attempt (idempotent: submitting twice gives the one result).',
      body: SubmitTestRequest,
      response: TestResult,
    },
    message: 'TestSubmitted',
    handler: ({ body, caller }) => tests.submit(caller, body),
  });

  defineRoute(app, routes.getAttemptedTestResult, {
    schema: {
      tags,
      summary:
        "A submitted test's result: MCQ summary, per-subject breakdown, and a CAT's ability path.",
      querystring: TestQuery,
      response: TestResult,
    },
    handler: ({ query, caller }) => tests.attemptedResult(caller, query, false),
  });

  defineRoute(app, routes.getAttemptedTestResultDetail, {
    schema: {
      tags,
      summary:
        "The result with every question, the candidate's answer, the correct one and the explanation.",
      querystring: TestQuery,
      response: TestResult,
    },
    handler: ({ query, caller }) => tests.attemptedResult(caller, query, true),
  });

  defineRoute(app, routes.getTestResultDetail, {
    schema: {
      tags,
      summary: 'The result detail of one attempt, by its id.',
      querystring: TestAttemptQuery,
      response: TestResult,
    },
    handler: ({ query, caller }) => tests.resultDetail(caller, query.testAttemptId),
  });

  defineRoute(app, routes.getMistakeBank, {
    schema: {
      tags,
      summary:
        "The mistake bank: every MCQ the caller answered wrongly in the enrolment's submitted tests, by subject, with the key and the explanation (ours).",
      querystring: MistakeBankQuery,
      response: MistakeBankResponse,
    },
    handler: ({ query, caller }) => mistakes.bank(caller, query),
  });

  defineRoute(app, routes.retryMistake, {
    schema: {
      tags,
      summary:
        "Retries one question of the caller's mistake bank, scored on the server; two right retries take it out (ours).",
      body: RetryMistakeRequest,
      response: RetryMistakeResponse,
    },
    handler: ({ body, caller }) => mistakes.retry(caller, body),
  });
}
