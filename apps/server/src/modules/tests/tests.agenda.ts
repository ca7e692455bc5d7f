import { and, asc, eq, gte, inArray, isNull, lt, or } from 'drizzle-orm';
import { AgendaItemKind, Feature, TestSource, isFeatureAllowed, type AgendaItem, type Course } from '@portal/domain';
import type { Database } from '../../core/context';
import { testAttempts, tests } from './tests.tables';

/**
 * For the study agenda (live module): the due dates in [from, to) of the enrolments' tests not yet
 * started, SOS quizzes (course-wide, Quizzes feature) and the enrolment's own AI tests (AIQuizzes).
 * One statement; a test the package does not include is left out.
 */
export function createTestsAgenda(db: Database) {
  return async function dueTests(enrolments: readonly Course[], from: Date, to: Date): Promise<AgendaItem[]> {
    if (enrolments.length === 0) return [];
    const bySos = new Map(enrolments.map((course) => [course.SOSId, course]));
    const byEnrolment = new Map(enrolments.map((course) => [course.CandidateSOSId, course]));
    const rows = await db
      .select({ test: tests, attemptId: testAttempts.id, attemptEnrolment: testAttempts.candidateSosId })
      .from(tests)
      .leftJoin(testAttempts, and(eq(testAttempts.testId, tests.testId), inArray(testAttempts.candidateSosId, [...byEnrolment.keys()])))
      .where(
        and(
          gte(tests.dueAt, from),
          lt(tests.dueAt, to),
          or(
            and(eq(tests.testSource, TestSource.SosTest), isNull(tests.candidateSosId), inArray(tests.sosId, [...bySos.keys()])),
            and(eq(tests.testSource, TestSource.SystemTest), inArray(tests.candidateSosId, [...byEnrolment.keys()])),
          ),
        ),
      )
      .orderBy(asc(tests.dueAt), asc(tests.testId));
    const started = new Set(rows.filter((row) => row.attemptId !== null).map((row) => `${row.attemptEnrolment}:${row.test.testId}`));
    const items: AgendaItem[] = [];
    for (const { test } of rows) {
      const courses = test.candidateSosId === null ? enrolments.filter((course) => course.SOSId === test.sosId) : [byEnrolment.get(test.candidateSosId)!];
      const system = test.testSource === TestSource.SystemTest;
      for (const course of courses) {
        if (!isFeatureAllowed(course, system ? Feature.AIQuizzes : Feature.Quizzes)) continue;
        const key = `test-${course.CandidateSOSId}-${test.testId}`;
        if (started.has(`${course.CandidateSOSId}:${test.testId}`) || items.some((item) => item.Key === key)) continue;
        items.push({
          Key: key,
          Kind: AgendaItemKind.test,
          ItemId: test.testId,
          CandidateSOSId: course.CandidateSOSId,
          CourseName: course.CourseName,
          Title: test.name,
          Detail: `${system ? 'AI quiz' : 'Quiz'} · ${test.durationMinutes} min`,
          StartTime: test.dueAt!.toISOString(),
          DurationMinutes: null,
          MeetingStatus: null,
        });
      }
    }
    return items;
  };
}
