import { randomUUID } from 'node:crypto';
import { and, eq, gte, inArray } from 'drizzle-orm';
import {
  ActivityType,
  AgendaItemKind,
  CommerceApiRoutes,
  ContactApiRoutes,
  ContentType,
  CoursesApiRoutes,
  EBooksApiRoutes,
  FeedbackApiRoutes,
  ImagingApiRoutes,
  LiveApiRoutes,
  MeetingType,
  NotesApiRoutes,
  NotificationFilter,
  QuestionMode,
  SubscriptionFilter,
  SubscriptionState,
  SubscriptionStatus,
  SubscribedClassTopicType,
  TestsApiRoutes,
  TestSource,
  TestType,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartItems,
  carts,
  cataloguePlans,
  coupons,
  creditNotes,
  invoiceLines,
  invoices,
  subscriptions,
} from '../src/modules/commerce/commerce.tables';
import { contactMessages, contactSupportReplies } from '../src/modules/contact/contact.tables';
import {
  courseActivities,
  courseContents,
  courseDays,
  courseMiscContents,
} from '../src/modules/courses/courses.tables';
import { candidateCourses, candidateEBooks } from '../src/modules/dashboard/dashboard.tables';
import { eBookActivities } from '../src/modules/ebooks/ebooks.tables';
import { feedbackQuestions } from '../src/modules/feedback/feedback.tables';
import {
  imagingInstances,
  imagingSeries,
  imagingStudies,
} from '../src/modules/imaging/imaging.tables';
import {
  meetingSubscriptions,
  meetingTopics,
  meetings,
  webinars,
} from '../src/modules/live/live.tables';
import { courseBookmarks } from '../src/modules/notes/notes.tables';
import { candidateNotifications } from '../src/modules/notifications/notifications.tables';
import { academicDocuments } from '../src/modules/profile/profile.tables';
import {
  questionOptions,
  questions,
  testAttempts,
  testQuestions,
  tests,
} from '../src/modules/tests/tests.tables';
import { testQuestionsMaxAgeMs } from '../src/modules/tests/tests.service';
import { sqlStatements, startTestServer, type TestServer } from './helpers/test-server';

/**
 * No N+1 (issue #10): every list route runs a fixed number of SQL statements, whatever the length
 * of the list. Each list is filled with 1, then 50 rows of the second demo candidate; the count
 * (x-sql-statements, counted by the test build per request) must be the same and equal to the
 * figure below. A new list route adds its row here.
 */
describe('SQL statements per list request do not grow with the list', () => {
  let server: TestServer;
  let token: string;
  let userId: string;
  beforeAll(async () => {
    server = await startTestServer();
    // Not counted with the start-up housekeeping sweeps, which run beside the first requests.
    await server.app.runHousekeepingNow();
    ({ accessToken: token, userId } = await server.login('demo.candidate2'));
  });
  afterAll(async () => {
    await server?.close();
  });

  const db = () => server.app.platform.db;
  // A course / e-book of the first demo candidate is the template every filled row copies.
  async function template<T>(rows: Promise<T[]>): Promise<T> {
    const [row] = await rows;
    if (!row) throw new Error('the demo data has no row to copy');
    return row;
  }

  const lists: {
    name: string;
    path: string;
    query?: Record<string, string | number>;
    fill: (count: number) => Promise<void>;
    length: (data: unknown) => number;
    statements: number;
  }[] = [
    {
      name: 'notifications',
      path: 'CandidateNotificationService/GetNotifications',
      query: { filter: NotificationFilter.all, lessThanCandidateNotificationId: 0, pageSize: 100 },
      // the caller, the page, the totals (below the cursor and in all)
      statements: 3,
      fill: async (count) => {
        await db().delete(candidateNotifications).where(eq(candidateNotifications.userId, userId));
        await db()
          .insert(candidateNotifications)
          .values(Array.from({ length: count }, (_, index) => ({ id: 900_000 + index, userId, title: `Notice ${index}`, message: 'Filled by the statement-count test.', createdAt: new Date() })));
      },
      length: (data) => (data as { Notifications: unknown[] }).Notifications.length,
    },
    {
      name: 'academic documents',
      path: 'CandidateProfileService/GetDocuments',
      statements: 2,
      fill: async (count) => {
        await db().delete(academicDocuments).where(eq(academicDocuments.userId, userId));
        await db()
          .insert(academicDocuments)
          .values(
            Array.from({ length: count }, (_, index) => ({
              userId,
              title: `Certificate ${index}`,
              fileName: `certificate-${index}.pdf`,
              fileKey: `education-certificate/${userId}/${randomUUID()}-certificate-${index}.pdf`,
              contentType: 'application/pdf',
              sizeBytes: 1000,
              uploadedAt: new Date(),
            })),
          );
      },
      length: (data) => (data as { Documents: unknown[] }).Documents.length,
    },
    ...[
      { name: 'programs', path: 'CandidateProgramService/GetMyPrograms', query: undefined },
      { name: 'courses', path: 'CandidateCourseService/GetMyCourses', query: { CourseType: 1 } },
    ].map((list) => ({
      ...list,
      // session + enrolments + the caller's course ratings (one statement for all cards).
      statements: 3,
      fill: async (count: number) => {
        const course = await template(db().select().from(candidateCourses).where(eq(candidateCourses.courseType, 1)).limit(1));
        await db().delete(candidateCourses).where(eq(candidateCourses.userId, userId));
        await db()
          .insert(candidateCourses)
          .values(Array.from({ length: count }, (_, index) => ({ ...course, userId, candidateSosId: 800_000 + index, course: { ...course.course, CandidateSOSId: 800_000 + index } })));
      },
      length: (data: unknown) => (data as { Courses: unknown[] }).Courses.length,
    })),
    {
      name: 'e-books',
      path: 'CandidateEBookService/GetMyEBooks',
      query: { CourseType: 1 },
      statements: 2,
      fill: async (count) => {
        const eBook = await template(db().select().from(candidateEBooks).limit(1));
        await db().delete(candidateEBooks).where(eq(candidateEBooks.userId, userId));
        await db()
          .insert(candidateEBooks)
          .values(Array.from({ length: count }, (_, index) => ({ userId, courseType: eBook.courseType, eBookId: 700_000 + index, eBook: { ...eBook.eBook, EBookId: 700_000 + index } })));
      },
      length: (data) => (data as { EBooks?: unknown[]; Courses?: unknown[] }).EBooks?.length ?? (data as { Courses: unknown[] }).Courses.length,
    },
    {
      name: 'invoices',
      path: 'PaymentService/GetCandidateInvoice',
      query: { pageNumber: 1, pageSize: 100 },
      // the caller, the page, the total, then one statement each for all the page's lines, coupon
      // codes and credit notes (every filled invoice is paid, with a coupon, and refunded, so each
      // of those reads runs for 1 row as for 50; open vouchers are read for due invoices only).
      statements: 6,
      fill: async (count) => {
        await db().delete(invoices).where(eq(invoices.userId, userId));
        const plan = await template(db().select().from(cataloguePlans).limit(1));
        const coupon = await template(db().select().from(coupons).limit(1));
        let [subscription] = await db().select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
        subscription ??= (await db().insert(subscriptions).values({ userId, sosId: plan.sosId, planId: plan.id, status: 7, createdAt: new Date() }).returning())[0]!;
        const filled = await db()
          .insert(invoices)
          .values(
            Array.from({ length: count }, (_, index) => ({
              userId,
              status: 4,
              currency: 'PKR',
              subtotalMinor: 1_000_000,
              discountMinor: 100_000,
              totalMinor: 900_000,
              couponId: coupon.id,
              series: 'INV-1999',
              number: 600_000 + index,
              invoiceNumber: `INV-1999-${600_000 + index}`,
              issuedAt: new Date(),
              dueAt: new Date(),
              paidAt: new Date(),
            })),
          )
          .returning({ id: invoices.id });
        await db()
          .insert(invoiceLines)
          .values(filled.map((invoice) => ({ invoiceId: invoice.id, subscriptionId: subscription.id, kind: 'new' as const, description: 'Filled by the statement-count test', amountMinor: 1_000_000 })));
        await db()
          .insert(creditNotes)
          .values(filled.map((invoice, index) => ({ userId, invoiceId: invoice.id, series: 'CN-1999', number: 600_000 + index, creditNoteNumber: `CN-1999-${600_000 + index}`, currency: 'PKR', totalMinor: -900_000, reason: 'Filled', issuedAt: new Date() })));
      },
      length: (data) => (data as { Invoices: { creditNote: unknown }[] }).Invoices.filter((invoice) => invoice.creditNote).length,
    },
  ];

  for (const list of lists) {
    it(`${list.name}: ${list.statements} statements for 1 row and for 50`, async () => {
      const counts: number[] = [];
      for (const rows of [1, 50]) {
        await list.fill(rows);
        const result = await server.call('GET', list.path, { token, query: list.query });
        expect(result.status, list.path).toBe(200);
        expect(list.length(result.body.Data), `${list.path} listed what was filled`).toBe(rows);
        counts.push(sqlStatements(result));
      }
      expect(counts).toEqual([list.statements, list.statements]);
    });
  }

  // Reference lists are the same for everyone and fixed in length: a fixed count, none per item.
  const referenceLists: [path: string, statements: number][] = [
    ['LocationService/GetCountries', 1],
    ['LocationService/GetTimeZones', 1],
    // the messages and their "updated on" stamp
    ['ApplicationMessageService/GetAllMessages', 2],
  ];
  // Anyone may call them, so each also spends the caller's per-address budget: one upsert of the
  // address's counter, on the first call of a window as on any other (old windows are deleted by
  // housekeeping, never on the request path).
  const addressBudgetStatements = 1;
  for (const [path, statements] of referenceLists) {
    it(`${path}: ${statements} statement(s) for the whole list, plus the address budget`, async () => {
      server.clock.advance(11 * 60); // past the budget's 10-minute window: a new window starts
      for (const call of ['first of its window', 'second']) {
        const result = await server.call<unknown[]>('GET', path);
        expect(result.status, call).toBe(200);
        expect(Object.keys(result.body.Data).length).toBeGreaterThan(1);
        expect(sqlStatements(result), call).toBe(statements + addressBudgetStatements);
      }
    });
  }

  it('counts only the statements of its own request (a second request in parallel adds nothing)', async () => {
    const path = 'CandidateNotificationService/GetUnreadNotificationCount';
    ({ accessToken: token } = await server.login('demo.candidate2')); // the clock moved on above
    const alone = sqlStatements(await server.call('GET', path, { token }));
    const together = await Promise.all([server.call('GET', path, { token }), server.call('GET', 'CandidateCourseService/GetMyCourses', { token, query: { CourseType: 1 } })]);
    expect(alone).toBeGreaterThan(0);
    expect(sqlStatements(together[0])).toBe(alone);
  });
});

/**
 * The same guard for the course areas' lists (issue #10, "No N+1 anywhere"), on a server of their
 * own: the lists above replace the second demo candidate's enrolments, these need NUMS (2001). Each
 * list is filled with 1, then 50 items of that enrolment (or its course, SOS 21); the count must be
 * the same both times and equal to the figure given.
 */
describe('SQL statements per course-area list request do not grow with the list', () => {
  let server: TestServer;
  let token: string;
  let userId: string;
  const nums = 2001;
  const numsCourse = 21;
  const biology = 11;
  beforeAll(async () => {
    server = await startTestServer();
    await server.app.runHousekeepingNow();
    ({ accessToken: token, userId } = await server.login('demo.candidate2'));
  });
  afterAll(async () => {
    await server?.close();
  });

  const db = () => server.app.platform.db;
  const later = (days: number) => new Date(server.clock.now().getTime() + days * 86_400_000);
  const firstArray = (data: unknown) =>
    Object.values(data as Record<string, unknown>).find(Array.isArray)!.length;

  /** n topics of the NUMS course with one occurrence tomorrow each (recurring: expanded on read). */
  async function fillTopics(
    count: number,
    topicType: number,
    options: { subscribe?: readonly number[]; recurring?: boolean } = {},
  ) {
    // the course's demo classes go (their occurrences and subscriptions with them): only the filled ones are listed
    await db().delete(meetingTopics).where(eq(meetingTopics.sosId, numsCourse));
    const topics = Array.from({ length: count }, (_, index) => ({
      meetingTopicId: 600_000 + index,
      sosId: numsCourse,
      topicType,
      meetingType: options.recurring ? MeetingType.RecurringFixedTime : MeetingType.Scheduled,
      topic: `Counted class ${index}`,
      teacherName: 'Ms. Counter',
      subjectName: 'Biology',
      ...(options.recurring
        ? {
            recurrenceRule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR',
            recurrenceTimeZone: 'Asia/Karachi',
            recurrenceLocalStart: '2026-03-02T18:30',
            recurrenceMinutes: 60,
          }
        : {}),
    }));
    await db().insert(meetingTopics).values(topics);
    if (!options.recurring) {
      await db()
        .insert(meetings)
        .values(
          topics.map((topic, index) => ({
            meetingId: 600_000 + index,
            meetingTopicId: topic.meetingTopicId,
            startAt: later(1),
            durationMinutes: 60,
          })),
        );
    }
    for (const candidateSosId of options.subscribe ?? []) {
      await db()
        .insert(meetingSubscriptions)
        .values(
          topics.map((topic) => ({
            candidateSosId,
            meetingTopicId: topic.meetingTopicId,
            userId,
            createdAt: server.clock.now(),
          })),
        );
    }
  }

  /** The caller's enrolments: NUMS and count - 1 copies of it (other CandidateSOSIds, the same course). */
  async function fillEnrolments(count: number): Promise<number[]> {
    const [course] = await db()
      .select()
      .from(candidateCourses)
      .where(eq(candidateCourses.candidateSosId, nums));
    if (!course) throw new Error('NUMS is not in the demo data');
    await db()
      .delete(candidateCourses)
      .where(
        and(eq(candidateCourses.userId, userId), gte(candidateCourses.candidateSosId, 800_000)),
      );
    const copies = Array.from({ length: count - 1 }, (_, index) => 800_000 + index);
    if (copies.length > 0) {
      await db()
        .insert(candidateCourses)
        .values(
          copies.map((candidateSosId) => ({
            ...course,
            candidateSosId,
            course: { ...course.course, CandidateSOSId: candidateSosId },
          })),
        );
    }
    return [nums, ...copies];
  }

  const countedTest = 93_000;
  const countedCart = '00000000-0000-4000-8000-00000000c0de';
  let eBookOfCandidate = 0;
  let eBookEnrolment = 0;
  let attemptId = 0;

  /**
   * A quiz of the NUMS course with n multiple-choice questions of the bank and no attempt yet; with
   * `submitted`, started and submitted through the API with every answer wrong (n mistakes).
   */
  async function fillQuiz(count: number, submitted: boolean) {
    // The server keeps a test's questions for testQuestionsMaxAgeMs (the answer save's budget):
    // past that age, the rewritten quiz below is read afresh, as after an edit in production.
    server.clock.advance(testQuestionsMaxAgeMs / 1000 + 1);
    await fillEnrolments(1);
    await db().delete(testAttempts).where(eq(testAttempts.candidateSosId, nums));
    await db().delete(tests).where(eq(tests.testId, countedTest));
    await db().insert(tests).values({
      testId: countedTest,
      sosId: numsCourse,
      subjectId: biology,
      candidateSosId: null,
      testSource: TestSource.SosTest,
      testType: TestType.CBT,
      name: 'Counted quiz',
      difficulty: 1,
      durationMinutes: 120,
      isFlp: false,
    });
    const picked = await db()
      .select()
      .from(questions)
      .where(eq(questions.questionMode, QuestionMode.Mcq))
      .orderBy(questions.questionId)
      .limit(count);
    if (picked.length < count)
      throw new Error(`the bank has only ${picked.length} multiple-choice questions`);
    await db()
      .insert(testQuestions)
      .values(
        picked.map((question, position) => ({
          testId: countedTest,
          questionId: question.questionId,
          position,
        })),
      );
    if (!submitted) return;
    const started = await server.call<{ Attempt: { TestAttemptId: number } }>(
      'GET',
      TestsApiRoutes.getTestQuestions.path,
      { token, query: { candidateSOSId: nums, testId: countedTest } },
    );
    if (started.status !== 200) throw new Error(started.body.Message);
    attemptId = started.body.Data.Attempt.TestAttemptId;
    const wrong = await db()
      .select()
      .from(questionOptions)
      .where(
        and(
          inArray(
            questionOptions.questionId,
            picked.map((question) => question.questionId),
          ),
          eq(questionOptions.isCorrect, false),
        ),
      );
    const Answers = picked.map((question) => ({
      QuestionId: question.questionId,
      CandidateAnswer: String(
        wrong.find((option) => option.questionId === question.questionId)!.optionId,
      ),
      StartTime: null,
      EndTime: null,
    }));
    const submit = await server.call('POST', TestsApiRoutes.submitTest.path, {
      token,
      body: {
        TestId: countedTest,
        CandidateSOSId: nums,
        SOSDetailTestId: null,
        StartTime: '2026-03-02T09:00:00Z',
        EndTime: '2026-03-02T09:10:00Z',
        Answers,
      },
    });
    if (submit.status !== 200) throw new Error(submit.body.Message);
  }

  const testQuestionsOf = (data: unknown) =>
    (data as { TestQuestions: unknown[] }).TestQuestions.length;

  const lists: {
    name: string;
    path: string;
    query?: Record<string, string | number> | (() => Record<string, string | number>);
    fill: (count: number) => Promise<void>;
    length?: (data: unknown) => number;
    statements: number;
  }[] = [
    {
      name: 'course bookmarks',
      path: NotesApiRoutes.getBookmarks.path,
      query: { candidateSOSId: nums, filter: -1, pageNumber: 1, pageSize: 100 },
      // the caller, the enrolment, the total and the page, the places of the page's items
      statements: 5,
      fill: async (count) => {
        const [content] = await db().select().from(courseContents).limit(1);
        await db().delete(courseDays).where(eq(courseDays.sosDetailId, 98_000));
        await db().delete(courseBookmarks).where(eq(courseBookmarks.candidateSosId, nums));
        await db().insert(courseDays).values({
          sosDetailId: 98_000,
          sosId: numsCourse,
          subjectId: biology,
          groupName: 'Counted',
          groupPosition: 99,
          dayPosition: 0,
          dayName: 'Counted day',
        });
        const ids = Array.from({ length: count }, (_, index) => 9_800_000 + index);
        await db()
          .insert(courseActivities)
          .values(
            ids.map((id, position) => ({
              sosDetailId: 98_000,
              position,
              activityType: ActivityType.video,
              title: `Counted video ${id}`,
              sosDetailContentId: id,
              contentId: content!.contentId,
            })),
          );
        await db()
          .insert(courseBookmarks)
          .values(
            ids.map((id) => ({
              userId,
              candidateSosId: nums,
              sosDetailContentId: id,
              contentType: ContentType.video,
              createdAt: server.clock.now(),
            })),
          );
      },
    },
    {
      name: 'miscellaneous videos',
      path: CoursesApiRoutes.getCourseMiscContent.path,
      query: { candidateSOSId: nums, pageNumber: 1, pageSize: 100 },
      statements: 4,
      fill: async (count) => {
        await db().delete(courseMiscContents).where(eq(courseMiscContents.sosId, numsCourse));
        await db()
          .insert(courseMiscContents)
          .values(
            Array.from({ length: count }, (_, index) => ({
              sosId: numsCourse,
              contentId: 97_000 + index,
              position: index,
              title: `Counted video ${index}`,
              contentSource: 2,
              externalUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
            })),
          );
      },
    },
    {
      name: 'where each course resumes',
      path: CoursesApiRoutes.getResumePoints.path,
      // the caller, the enrolments, the saved points and every course's activities
      statements: 4,
      fill: async (count) => void (await fillEnrolments(count)),
    },
    ...[
      { name: 'quizzes', path: TestsApiRoutes.getTests.path, source: TestSource.SosTest },
      {
        name: 'AI quizzes (system tests)',
        path: TestsApiRoutes.getSystemTests.path,
        source: TestSource.SystemTest,
      },
    ].map(({ name, path, source }) => ({
      name,
      path,
      query: { candidateSOSId: nums, filter: 0, pageNumber: 1, pageSize: 100 },
      statements: 3,
      fill: async (count: number) => {
        await fillEnrolments(1);
        await db()
          .delete(tests)
          .where(and(eq(tests.sosId, numsCourse), eq(tests.testSource, source)));
        await db()
          .insert(tests)
          .values(
            Array.from({ length: count }, (_, index) => ({
              testId: 96_000 + source * 100 + index,
              sosId: numsCourse,
              subjectId: biology,
              candidateSosId: source === TestSource.SystemTest ? nums : null,
              testSource: source,
              testType: TestType.CBT,
              name: `Counted test ${index}`,
              difficulty: 1,
              durationMinutes: 30,
              isFlp: false,
            })),
          );
      },
    })),
    {
      name: 'teacher-support threads and their replies',
      path: ContactApiRoutes.getSupportThreads.path,
      query: { candidateSOSId: nums },
      // the caller, the enrolment, the threads, their replies
      statements: 4,
      fill: async (count) => {
        await db().delete(contactMessages).where(eq(contactMessages.userId, userId));
        const threads = await db()
          .insert(contactMessages)
          .values(
            Array.from({ length: count }, (_, index) => ({
              userId,
              candidateSosId: nums,
              subjectId: biology,
              subject: `Question ${index}`,
              message: 'Counted.',
              createdAt: server.clock.now(),
              lastReplyAt: server.clock.now(),
            })),
          )
          .returning({ id: contactMessages.id });
        await db()
          .insert(contactSupportReplies)
          .values(
            threads.flatMap(({ id }) =>
              [1, 2].map((reply) => ({
                contactMessageId: id,
                teacherName: 'Ms. Counter',
                message: `Reply ${reply}`,
                createdAt: server.clock.now(),
              })),
            ),
          );
      },
    },
    {
      name: 'feedback questionnaire',
      path: FeedbackApiRoutes.getFeedback.path,
      query: { candidateSOSId: nums },
      statements: 4,
      fill: async (count) => {
        await db().delete(feedbackQuestions).where(eq(feedbackQuestions.sosId, numsCourse));
        await db()
          .insert(feedbackQuestions)
          .values(
            Array.from({ length: count }, (_, index) => ({
              sosId: numsCourse,
              questionId: 95_000 + index,
              groupId: 1 + (index % 5),
              groupTitle: `Group ${index % 5}`,
              question: `Question ${index}?`,
              position: index,
            })),
          );
      },
      length: (data) =>
        (data as { FeedbackGroups: { Questions: unknown[] }[] }).FeedbackGroups.flatMap(
          (group) => group.Questions,
        ).length,
    },
    {
      name: 'webinars',
      path: LiveApiRoutes.getWebinars.path,
      query: { candidateSOSId: nums, webinarFolder: -1, pageNumber: 1, pageSize: 100 },
      statements: 3,
      fill: async (count) => {
        await db().delete(webinars).where(eq(webinars.sosId, numsCourse));
        await db()
          .insert(webinars)
          .values(
            Array.from({ length: count }, (_, index) => ({
              webinarId: 94_000 + index,
              sosId: numsCourse,
              title: `Counted webinar ${index}`,
              presenter: 'Dr. Counter',
              startAt: later(index - 25),
              durationMinutes: 60,
              joinUrl: 'https://webinar.test/join',
              recordingUrl: null,
            })),
          );
      },
    },
    ...[
      {
        name: 'upcoming live lectures',
        path: LiveApiRoutes.getUpcomingLiveLectures.path,
        topicType: SubscribedClassTopicType.LiveLecture,
      },
      {
        name: 'upcoming live doubt sessions',
        path: LiveApiRoutes.getUpcomingLiveDoubts.path,
        topicType: SubscribedClassTopicType.LiveDoubts,
      },
      {
        name: 'upcoming exclusive sessions',
        path: LiveApiRoutes.getUpcomingLiveExclusives.path,
        topicType: SubscribedClassTopicType.Exclusive,
      },
      {
        name: 'live lecture schedules',
        path: LiveApiRoutes.getUpcomingLiveLectureSchedules.path,
        topicType: SubscribedClassTopicType.LiveLecture,
      },
      {
        name: 'live doubt schedules',
        path: LiveApiRoutes.getUpcomingLiveDoubtSchedules.path,
        topicType: SubscribedClassTopicType.LiveDoubts,
      },
      {
        name: 'exclusive session schedules',
        path: LiveApiRoutes.getUpcomingLiveExclusiveSchedules.path,
        topicType: SubscribedClassTopicType.Exclusive,
      },
    ].map(({ name, path, topicType }) => ({
      name,
      path,
      query: { candidateSOSId: nums, pageNumber: 1, pageSize: 100 },
      // the caller, the enrolment, the recurring classes due for expansion, the occurrences, the subscriptions
      statements: 5,
      fill: (count: number) => fillTopics(count, topicType),
    })),
    {
      name: 'subscribed live classes',
      path: LiveApiRoutes.getSubscribedLiveClasses.path,
      query: { candidateSOSId: nums, pageNumber: 1, pageSize: 100 },
      statements: 4,
      fill: (count) =>
        fillTopics(count, SubscribedClassTopicType.LiveLecture, { subscribe: [nums] }),
    },
    {
      name: 'subscribed recurring classes, each expanded on the first read',
      path: LiveApiRoutes.getSubscribedLiveClasses.path,
      query: { candidateSOSId: nums, pageNumber: 1, pageSize: 100 },
      // as above, plus one insert of every class's occurrences and one update of their window
      statements: 6,
      fill: (count) =>
        fillTopics(count, SubscribedClassTopicType.LiveLecture, {
          subscribe: [nums],
          recurring: true,
        }),
    },
    {
      name: "agenda of every enrolment's subscribed classes",
      path: LiveApiRoutes.getAgenda.path,
      query: { days: 7 },
      statements: 8,
      fill: async (count) => {
        const enrolments = await fillEnrolments(count);
        await fillTopics(1, SubscribedClassTopicType.LiveLecture, { subscribe: enrolments });
      },
      length: (data) =>
        (data as { Items: { Kind: string }[] }).Items.filter(
          (item) => item.Kind === AgendaItemKind.liveClass,
        ).length,
    },
    {
      name: "a course's medical imaging studies",
      path: ImagingApiRoutes.getImagingStudies.path,
      query: { candidateSOSId: nums },
      statements: 3,
      fill: async (count) => {
        await fillEnrolments(1);
        await db().delete(imagingStudies).where(eq(imagingStudies.sosId, numsCourse));
        const studies = await db()
          .insert(imagingStudies)
          .values(
            Array.from({ length: count }, (_, index) => ({
              sosId: numsCourse,
              studyUid: `2.25.${index}`,
              title: `Study ${index}`,
              description: 'Counted.',
              modality: 'CT',
              createdAt: server.clock.now(),
            })),
          )
          .returning({ id: imagingStudies.id });
        const series = await db()
          .insert(imagingSeries)
          .values(
            studies.map(({ id }) => ({
              studyId: id,
              seriesUid: `2.25.${id}.1`,
              seriesNumber: 1,
              description: 'Axial',
              modality: 'CT',
            })),
          )
          .returning({ id: imagingSeries.id });
        await db()
          .insert(imagingInstances)
          .values(
            series.map(({ id }) => ({
              seriesId: id,
              sopInstanceUid: `2.25.${id}.1.1`,
              instanceNumber: 1,
              storageKey: `imaging/${id}.dcm`,
              sizeBytes: 1000,
              transferSyntax: '1.2.840.10008.1.2.1',
              summary: {},
            })),
          );
      },
    },
    {
      name: "a quiz's questions, starting the attempt",
      path: TestsApiRoutes.getTestQuestions.path,
      query: { candidateSOSId: nums, testId: countedTest },
      statements: 7,
      fill: (count) => fillQuiz(count, false),
      length: testQuestionsOf,
    },
    {
      name: "a submitted quiz's result with every question",
      path: TestsApiRoutes.getAttemptedTestResultDetail.path,
      query: { candidateSOSId: nums, testId: countedTest },
      statements: 8,
      fill: (count) => fillQuiz(count, true),
      length: testQuestionsOf,
    },
    {
      name: "an attempt's result with every question",
      path: TestsApiRoutes.getTestResultDetail.path,
      query: () => ({ testAttemptId: attemptId }),
      statements: 9,
      fill: (count) => fillQuiz(count, true),
      length: testQuestionsOf,
    },
    {
      name: 'the mistake bank',
      path: TestsApiRoutes.getMistakeBank.path,
      query: { candidateSOSId: nums },
      statements: 7,
      fill: (count) => fillQuiz(count, true),
      length: (data) => (data as { TotalMistakes: number }).TotalMistakes,
    },
    ...[
      {
        name: "every e-book's notes, bookmarks and highlights",
        path: EBooksApiRoutes.getEBookActivitiesList.path,
        length: firstArray,
      },
      {
        name: "one e-book's notes, bookmarks and highlights",
        path: EBooksApiRoutes.getEBookActivities.path,
        length: (data: unknown) =>
          Object.values(data as Record<string, unknown[]>).reduce(
            (total, items) => total + items.length,
            0,
          ),
      },
    ].map(({ name, path, length }) => ({
      name,
      path,
      query: () => ({
        candidateSOSId: eBookEnrolment,
        eBookId: eBookOfCandidate,
        pageNumber: 1,
        pageSize: 100,
      }),
      statements: 3,
      fill: async (count: number) => {
        const [book] = await db().select().from(candidateEBooks).limit(1);
        const activities = await db()
          .select()
          .from(eBookActivities)
          .where(eq(eBookActivities.eBookId, book!.eBookId));
        eBookOfCandidate = book!.eBookId;
        eBookEnrolment = Number((book!.eBook as { CandidateSOSId: number }).CandidateSOSId);
        await db().delete(candidateEBooks).where(eq(candidateEBooks.userId, userId));
        await db().delete(eBookActivities).where(eq(eBookActivities.userId, userId));
        await db().insert(candidateEBooks).values({
          userId,
          eBookId: book!.eBookId,
          courseType: book!.courseType,
          eBook: book!.eBook,
        });
        await db()
          .insert(eBookActivities)
          .values(
            Array.from({ length: count }, (_, index) => {
              const template = activities[index % activities.length]!;
              return {
                userId,
                candidateSosId: eBookEnrolment,
                eBookId: book!.eBookId,
                kind: template.kind,
                data: template.data,
                createdAt: server.clock.now(),
                updatedAt: server.clock.now(),
              };
            }),
          );
      },
      length,
    })),
    {
      name: 'cart items',
      path: CommerceApiRoutes.getCart.path,
      query: { cartId: countedCart },
      statements: 3,
      fill: async (count) => {
        await db().delete(carts).where(eq(carts.id, countedCart));
        await db()
          .insert(carts)
          .values({ id: countedCart, userId, instituteId: 1, createdAt: server.clock.now() });
        await db()
          .insert(cartItems)
          .values(
            Array.from({ length: count }, (_, position) => ({
              cartId: countedCart,
              position,
              sc: 'NUMS',
              gc: 'P',
              po: '1',
              pp: String(position),
            })),
          );
      },
      length: (data) => (data as { items: unknown[] }).items.length,
    },
    {
      name: 'archived subscriptions (renewals list)',
      path: CommerceApiRoutes.getSubscriptionRenewals.path,
      query: { State: SubscriptionState.archived, Filter: SubscriptionFilter.all },
      // the caller, then the subscriptions with their plans and courses
      statements: 2,
      fill: async (count) => {
        const [plan] = await db().select().from(cataloguePlans).limit(1);
        await db()
          .delete(subscriptions)
          .where(
            and(
              eq(subscriptions.userId, userId),
              inArray(subscriptions.status, [
                SubscriptionStatus.Suspended,
                SubscriptionStatus.Unsubscribed,
                SubscriptionStatus.Expired,
              ]),
            ),
          );
        await db()
          .insert(subscriptions)
          .values(
            Array.from({ length: count }, (_, index) => ({
              userId,
              sosId: plan!.sosId,
              planId: plan!.id,
              status: SubscriptionStatus.Expired,
              startsOn: later(-400 - index),
              endsOn: later(-30 - index),
              createdAt: later(-400 - index),
            })),
          );
      },
    },
    {
      // last: it changes the course's subjects (Biology stays first)
      name: "the course's subjects with their progress",
      path: CoursesApiRoutes.getCourseSubjects.path,
      query: { candidateSOSId: nums },
      statements: 3,
      fill: async (count) => {
        await fillEnrolments(1);
        const [row] = await db()
          .select()
          .from(candidateCourses)
          .where(eq(candidateCourses.candidateSosId, nums));
        const course = row!.course as { Subjects: { SubjectId: number }[] };
        const first = course.Subjects.find((subject) => subject.SubjectId === biology)!;
        const Subjects = Array.from({ length: count }, (_, index) =>
          index === 0
            ? first
            : { ...first, SubjectId: 9_000 + index, SubjectName: `Subject ${index}` },
        );
        await db()
          .update(candidateCourses)
          .set({ course: { ...row!.course, Subjects } })
          .where(eq(candidateCourses.candidateSosId, nums));
      },
    },
  ];

  for (const list of lists) {
    it(`${list.name}: ${list.statements} statements for 1 item and for 50`, async () => {
      const counts: number[] = [];
      for (const items of [1, 50]) {
        await list.fill(items);
        const query = typeof list.query === 'function' ? list.query() : list.query;
        const result = await server.call('GET', list.path, { token, query });
        expect(result.status, `${list.path}: ${result.body.Message}`).toBe(200);
        expect(
          (list.length ?? firstArray)(result.body.Data),
          `${list.path} listed what was filled`,
        ).toBe(items);
        counts.push(sqlStatements(result));
      }
      expect(counts).toEqual([list.statements, list.statements]);
    });
  }
});
