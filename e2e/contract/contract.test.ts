/**
 * Contract test (DESIGN.md "Contracts"): every client function of @portal/api has a matching route
 * (method + path) on apps/server, and every API route the server registers is called by a client
 * function. Both sides are read from what they really do, not from the shared table alone:
 *   - server: the real app built in-process (PGlite in memory), its routes read from the OpenAPI
 *     document it publishes (/docs/json) and confirmed with Fastify's own route lookup;
 *   - client: every function in `clientCalls` invoked with sample inputs through a real client whose
 *     axios adapter records the request instead of sending it.
 * The shared table (packages/domain routes.ts) is checked against both.
 */
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActivityDaysResponse,
  ActivityGroupsResponse,
  ApiRoutes,
  BookmarksResponse,
  CandidateNote,
  Content,
  ContentFilter,
  CourseSubjectsResponse,
  DayActivitiesResponse,
  EBooksResponse,
  ItemRating,
  MixedContentResponse,
  NotesResponse,
  ProblemType,
  RatingItemType,
  RatingResponse,
  ReportProblemResponse,
  ResumePointsResponse,
  LoggedInUserInfo,
  LoginResponse,
  MyCoursesResponse,
  NotificationCountResponse,
  CandidateTestFilterResponse,
  NextQuestionResponse,
  SaveTestAnswerResponse,
  StartedTest,
  TestInfo,
  TestListResponse,
  TestResult,
} from '@portal/domain';
import {
  ApiError,
  clientCalls,
  createApiClient,
  createMemoryTokenStore,
  createNote,
  getBookmarks,
  getContentVideo,
  getCountries,
  getCourseMiscContent,
  getCourseSubjectActivityDays,
  getCourseSubjectActivityGroups,
  getCourseSubjectDayActivities,
  getCourseSubjects,
  getLoggedInUserInfo,
  getNotes,
  getRating,
  getReportProblem,
  getResumePoints,
  saveRating,
  getMyCourses,
  getMyEBooks,
  getUnreadNotificationCount,
  login,
  getCandidateTestFilter,
  getNextQuestion,
  getTest,
  getTestQuestions,
  getTestResultDetail,
  getTests,
  saveTestAnswer,
  submitTest,
  type ClientCallName,
} from '@portal/api';
import { invokeSample } from '../../packages/api/test/call-samples';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';

const API_PREFIX = '/api/v6/';
/** The shared wire tables of packages/domain routes.ts. */
const tableRoutes = ApiRoutes;
type TableRouteName = keyof typeof tableRoutes;
const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

interface Endpoint {
  method: string;
  /** Path relative to the API prefix; server templates use `{Name}` for path parameters. */
  path: string;
}

const describeEndpoint = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

/** Does a concrete client path fill this server template (`{Name}` = one path segment)? */
function matches(template: Endpoint, call: Endpoint): boolean {
  if (template.method !== call.method) return false;
  const pattern = template.path
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${pattern}$`).test(call.path);
}

let app: FastifyInstance;
let address: string;
let securityHeaderValue: string;
/** The server's clock runs this far ahead of real time (to expire access tokens on demand). */
let clockOffsetMs = 0;
let serverEndpoints: Endpoint[];
const clientEndpoints = new Map<ClientCallName, Endpoint>();

beforeAll(async () => {
  // An explicit environment: the contract never depends on DATABASE_URL or files on this machine.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_MEMORY_KIB: '1024',
    PASSWORD_HASH_ITERATIONS: '1',
    TOKEN_SIGNING_KEY: 'contract-test-signing-key-not-a-secret-0123456789',
  });
  securityHeaderValue = config.securityHeaderValue;
  app = await buildApp(
    {
      ...config,
      database: { kind: 'pglite', dataDir: undefined },
      dataDir: undefined,
      seedDemoData: true,
    },
    { clock: () => new Date(Date.now() + clockOffsetMs) },
  );
  address = await app.listen({ port: 0, host: '127.0.0.1' });

  const response = await app.inject({ method: 'GET', url: '/docs/json' });
  expect(response.statusCode, 'the server publishes its OpenAPI document at /docs/json').toBe(200);
  const document = response.json<{ paths: Record<string, Record<string, unknown>> }>();
  serverEndpoints = Object.entries(document.paths)
    .filter(([path]) => path.startsWith(API_PREFIX))
    .flatMap(([path, operations]) =>
      Object.keys(operations)
        .map((method) => method.toUpperCase())
        .filter((method) => (HTTP_METHODS as readonly string[]).includes(method))
        .map((method) => ({ method, path: path.slice(API_PREFIX.length) })),
    );

  // The client side: record what each function sends, answer with an empty success envelope.
  const baseURL = `http://contract.invalid${API_PREFIX}`;
  let last: InternalAxiosRequestConfig | null = null;
  const recordingAdapter: AxiosAdapter = async (request) => {
    last = request;
    return { data: { Data: {}, success: true, Message: 'recorded', error: null }, status: 200, statusText: 'OK', headers: {}, config: request };
  };
  const client = createApiClient({
    baseURL,
    securityHeader: { name: 'X-Application-Security', value: config.securityHeaderValue },
    tokenStore: createMemoryTokenStore({ accessToken: 'contract-access', refreshToken: 'contract-refresh' }),
    onLogout: () => {
      throw new Error('no call in the contract test may log out');
    },
  });
  (await client.loadAxios()).defaults.adapter = recordingAdapter;
  for (const name of Object.keys(clientCalls) as ClientCallName[]) {
    last = null;
    await invokeSample(client, name, clientCalls);
    const sent = last as InternalAxiosRequestConfig | null;
    if (!sent) throw new Error(`${name} sent no request`);
    const url = new URL(sent.url ?? '', sent.baseURL);
    if (!url.pathname.startsWith(API_PREFIX)) throw new Error(`${name} called ${url.pathname}, outside ${API_PREFIX}`);
    clientEndpoints.set(name, { method: (sent.method ?? 'get').toUpperCase(), path: decodeURI(url.pathname.slice(API_PREFIX.length)) });
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('client <-> server contract', () => {
  it('found both sides', () => {
    expect(serverEndpoints.length).toBeGreaterThan(0);
    expect(clientEndpoints.size).toBe(Object.keys(clientCalls).length);
  });

  it('every client function calls a route the server has (method + path)', () => {
    const missing = [...clientEndpoints]
      .filter(([, call]) => !serverEndpoints.some((route) => matches(route, call)))
      .map(([name, call]) => `${name}: ${describeEndpoint(call)}`);
    expect(missing, 'client calls without a server route').toEqual([]);
  });

  it("every route of the shared table is in Fastify's own router (not only in the docs)", () => {
    const unknown = (Object.keys(tableRoutes) as TableRouteName[]).filter((name) => {
      const route = tableRoutes[name];
      const url = `${API_PREFIX}${route.path.replace(/\{(\w+)\}/g, ':$1')}`;
      return !app.hasRoute({ method: route.method, url });
    });
    expect(unknown, 'table routes the server does not register').toEqual([]);
  });

  it('every server API route is called by a client function', () => {
    const uncalled = serverEndpoints
      .filter((route) => ![...clientEndpoints.values()].some((call) => matches(route, call)))
      .map(describeEndpoint);
    expect(uncalled, 'server routes no client function calls').toEqual([]);
  });

  it('each client function uses exactly the route the shared table gives it', () => {
    const wrong = [...clientEndpoints]
      .filter(([name, call]) => !matches(tableRoutes[name], call))
      .map(([name, call]) => `${name}: sends ${describeEndpoint(call)}, table says ${describeEndpoint(tableRoutes[name])}`);
    expect(wrong).toEqual([]);
  });

  it('the shared route table, the client and the server list the same calls', () => {
    const table = (Object.keys(tableRoutes) as TableRouteName[]).map((name) => describeEndpoint(tableRoutes[name])).sort();
    expect((Object.keys(clientCalls) as string[]).sort()).toEqual(Object.keys(tableRoutes).sort());
    expect(serverEndpoints.map(describeEndpoint).sort()).toEqual(table);
  });
});

describe('the client against the real server (wire formats agree)', () => {
  function liveClient() {
    const tokenStore = createMemoryTokenStore();
    let logouts = 0;
    const client = createApiClient({
      baseURL: `${address}${API_PREFIX}`,
      securityHeader: { name: 'X-Application-Security', value: securityHeaderValue },
      tokenStore,
      onLogout: () => {
        logouts += 1;
      },
    });
    return { client, tokenStore, logouts: () => logouts };
  }

  it('logs in form-encoded, reads the user info, and refreshes an expired token once for concurrent calls', async () => {
    const { client, tokenStore, logouts } = liveClient();
    const session = LoginResponse.parse(await login(client, { username: 'demo.candidate', password: 'Demo@12345' }));
    tokenStore.setTokens({ accessToken: session.access_token, refreshToken: session.refresh_token });
    const info = LoggedInUserInfo.parse(await getLoggedInUserInfo(client, 1));
    expect(info.UserName).toBe('demo.candidate');
    // Dashboard lists read with the domain schemas (the server's answers fit them).
    MyCoursesResponse.parse(await getMyCourses(client));
    EBooksResponse.parse(await getMyEBooks(client));
    NotificationCountResponse.parse(await getUnreadNotificationCount(client));

    // Past the access token's lifetime: every call gets 401 and the client must refresh exactly once.
    // (The server revokes the whole session when a used refresh token is presented again, so a
    // second refresh would fail these calls.)
    clockOffsetMs = 60 * 60 * 1000;
    try {
      const infos = await Promise.all(Array.from({ length: 5 }, () => getLoggedInUserInfo(client, 1)));
      expect(infos.map((entry) => entry.UserName)).toEqual(Array(5).fill('demo.candidate'));
    } finally {
      clockOffsetMs = 0;
    }
    expect(tokenStore.getRefreshToken()).not.toBe(session.refresh_token);
    expect(logouts()).toBe(0);
  });

  it('course study reads and writes agree with the domain schemas both ways (courses, notes, ratings)', async () => {
    const { client, tokenStore } = liveClient();
    // The second candidate (course 2001, SOSId 21): opening content moves the resume point, and the
    // journeys check the first candidate's "Continue" whatever order the files run in.
    const session = LoginResponse.parse(await login(client, { username: 'demo.candidate2', password: 'Demo@12345' }));
    tokenStore.setTokens({ accessToken: session.access_token, refreshToken: session.refresh_token });
    const subjects = CourseSubjectsResponse.parse(await getCourseSubjects(client, 2001)).Subjects;
    const biology = subjects.find((subject) => subject.SubjectName === 'Biology');
    expect(biology).toBeDefined();
    const groups = ActivityGroupsResponse.parse(await getCourseSubjectActivityGroups(client, { candidateSOSId: 2001, subjectId: biology?.SubjectId ?? 0 })).SubjectActivityGroups;
    const [group] = groups;
    const [day] = group?.SubjectActivityGroupDays ?? [];
    ActivityDaysResponse.parse(await getCourseSubjectActivityDays(client, { candidateSOSId: 2001, subjectId: biology?.SubjectId ?? 0, groupName: group?.GroupName ?? '' }));
    const activities = DayActivitiesResponse.parse(await getCourseSubjectDayActivities(client, { candidateSOSId: 2001, subjectId: biology?.SubjectId ?? 0, groupName: group?.GroupName ?? '', sosDetailId: day?.SOSDetailId ?? 0 }));
    const video = activities.SubjectGroupDayActivities.find((activity) => activity.ActivityType === 1);
    const content = Content.parse(await getContentVideo(client, { candidateSOSId: 2001, contentId: video?.ContentId ?? 0 }));
    expect(content.Url).toBeTruthy();
    MixedContentResponse.parse(await getCourseMiscContent(client, { candidateSOSId: 2001, pageNumber: 1 }));
    ResumePointsResponse.parse(await getResumePoints(client));
    const note = CandidateNote.parse(await createNote(client, { CandidateSOSId: 2001, SOSDetailContentId: content.SOSDetailContentId, Note: 'Contract note.', VideoTimeSeconds: 3 }));
    expect(NotesResponse.parse(await getNotes(client, { candidateSOSId: 2001, filter: ContentFilter.Video, pageNumber: 1 })).Notes.map((entry) => entry.CandidateNoteId)).toContain(note.CandidateNoteId);
    BookmarksResponse.parse(await getBookmarks(client, { candidateSOSId: 2001, filter: ContentFilter.All, pageNumber: 1 }));
    ItemRating.parse(await saveRating(client, { CandidateSOSId: 2001, ItemId: 21, ItemType: RatingItemType.Course, Rating: 4 }));
    expect(RatingResponse.parse(await getRating(client, { candidateSOSId: 2001, itemId: 21, itemType: RatingItemType.Course })).ItemRating?.Rating).toBe(4);
    ReportProblemResponse.parse(await getReportProblem(client, { candidateSOSId: 2001, itemId: content.ContentId, problemType: ProblemType.video }));
    // A refusal reaches the client as an ApiError with the server's status.
    const refused = await getCourseSubjects(client, 1001).catch((reason: unknown) => reason);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(404);
  });

  it('taking a quiz and a CAT step agree with the domain schemas both ways (tests)', async () => {
    const { client, tokenStore } = liveClient();
    const session = LoginResponse.parse(await login(client, { username: 'demo.candidate', password: 'Demo@12345' }));
    tokenStore.setTokens({ accessToken: session.access_token, refreshToken: session.refresh_token });
    CandidateTestFilterResponse.parse(await getCandidateTestFilter(client));
    const quizzes = TestListResponse.parse(await getTests(client, { candidateSOSId: 1001, subjectId: 3 })).Tests;
    const quiz = quizzes.find((test) => !test.IsAttemptedTest && !test.IsExpired);
    expect(quiz).toBeDefined();
    TestInfo.parse(await getTest(client, { candidateSOSId: 1001, testId: quiz?.TestId ?? 0 }));
    const started = StartedTest.parse(await getTestQuestions(client, { candidateSOSId: 1001, testId: quiz?.TestId ?? 0 }));
    const [question] = started.TestQuestions;
    const saved = SaveTestAnswerResponse.parse(
      await saveTestAnswer(client, { TestAttemptId: started.Attempt.TestAttemptId, QuestionId: question?.QuestionId ?? 0, CandidateAnswer: String(question?.Options[0]?.OptionId), Sequence: 1, StartTime: null, EndTime: null }),
    );
    expect(saved.Sequence).toBe(1);
    const result = TestResult.parse(
      await submitTest(client, { TestId: started.TestId, CandidateSOSId: 1001, SOSDetailTestId: quiz?.SOSDetailTestId ?? null, StartTime: started.Attempt.StartTime, EndTime: started.Attempt.ServerTime, Answers: [] }),
    );
    expect(result.QuestionModeStats?.MCQQuestionSummary.NotAttempted).toBe(started.TestQuestions.length - 1);
    expect(TestResult.parse(await getTestResultDetail(client, started.Attempt.TestAttemptId)).TestQuestions[0]?.CandidateAnswer).toBe(saved.CandidateAnswer);
    const cat = StartedTest.parse(await getTestQuestions(client, { candidateSOSId: 1001, testId: 30018 }));
    const [item] = cat.TestQuestions;
    const next = NextQuestionResponse.parse(
      await getNextQuestion(client, { TestId: 30018, CandidateSOSId: 1001, QuestionId: item?.QuestionId ?? 0, TopicId: item?.TopicId ?? 0, CandidateAnswer: String(item?.Options[0]?.OptionId), StartTime: cat.Attempt.StartTime, EndTime: cat.Attempt.ServerTime }),
    );
    expect(next.Cat.ItemsAnswered).toBe(1);
    const empty = await getNextQuestion(client, { TestId: 30018, CandidateSOSId: 1001, QuestionId: next.Question?.QuestionId ?? 0, TopicId: 0, CandidateAnswer: null, StartTime: cat.Attempt.StartTime, EndTime: cat.Attempt.ServerTime }).catch((reason: unknown) => reason);
    expect(empty).toBeInstanceOf(ApiError);
    expect((empty as ApiError).status).toBe(400);
  });

  it('a wrong password rejects with the login error fields', async () => {
    const { client } = liveClient();
    const error = await login(client, { username: 'demo.candidate', password: 'not-the-password' }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).statusText).toBe('Bad Request');
    expect((error as ApiError).exception).toBeTruthy();
  });

  it('an anonymous reference call resolves to Data', async () => {
    const { client } = liveClient();
    const countries = await getCountries(client);
    expect(Array.isArray(countries)).toBe(true);
    expect(countries.length).toBeGreaterThan(0);
  });
});
