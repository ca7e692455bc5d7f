import {
  ActivityType,
  CoursesApiRoutes,
  Feature,
  SearchApiRoutes as routes,
  SearchResponse,
} from '@portal/domain';
import { buildPackageFeatures } from '@portal/domain/fixtures';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupsBySubject } from '../src/modules/courses/course-access';
import { listSubjectActivities } from '../src/modules/courses/courses.queries';
import { searchStatement } from '../src/modules/search/search.queries';
import { sqlStatements, startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
let first: string;
let second: string;
beforeAll(async () => {
  server = await startTestServer({}, { countSqlStatements: true });
  first = (await server.login()).accessToken;
  second = (await server.login('demo.candidate2')).accessToken;
});
afterAll(async () => {
  await server?.close();
});

const mdcat = 1001;
const ecat = 1002;
const nums = 2001;

const search = (searchText: string, query: Record<string, string | number> = {}, token = first) =>
  server.call<SearchResponse>('GET', routes.search.path, {
    token,
    query: { candidateSOSId: mdcat, searchText, ...query },
  });
async function hits(
  searchText: string,
  query: Record<string, string | number> = {},
  token = first,
) {
  const result = await search(searchText, query, token);
  expect(result.status, result.body.Message).toBe(200);
  return SearchResponse.parse(result.body.Data);
}

/** The SOSDetailIds (days) of a course, from the database. */
async function daysOf(sosId: number): Promise<Set<number>> {
  const result = (await server.app.platform.db.execute(
    sql`select sos_detail_id as id from course_days where sos_id = ${sosId}`,
  )) as unknown as { rows: { id: number }[] };
  return new Set(result.rows.map((row) => Number(row.id)));
}

describe('searching the course', () => {
  it("finds the course's readings, videos and quizzes by title and text, best first, with a plain-text snippet", async () => {
    const page = await hits('cell');
    expect(page.TotalRecords).toBe(page.SearchContent.length);
    expect(page.SearchContent.map((item) => item.ActivityType).sort()).toEqual(
      [ActivityType.video, ActivityType.reading, ActivityType.test].sort(),
    );
    const reading = page.SearchContent.find((item) => item.ActivityType === ActivityType.reading);
    expect(reading).toMatchObject({
      SubjectName: 'Biology',
      ContentId: expect.any(Number),
      SOSDetailContentId: expect.any(Number),
    });
    expect(reading?.Snippet.toLowerCase()).toContain('cell');
    for (const item of page.SearchContent) expect(item.Snippet).not.toMatch(/<[a-z/]/i);
    const quiz = page.SearchContent.find((item) => item.ActivityType === ActivityType.test);
    expect(quiz).toMatchObject({
      TestId: expect.any(Number),
      SOSDetailTestId: expect.any(Number),
      ContentId: null,
    });
  });

  it('matches word prefixes and stems, every word of the text', async () => {
    expect((await hits('equa moti')).TotalRecords).toBeGreaterThan(0);
    expect((await hits('equations motion')).TotalRecords).toBe(
      (await hits('equation motions')).TotalRecords,
    );
    expect((await hits('equations zzzqqq')).TotalRecords).toBe(0);
  });

  it('pages with pageNumber and pageSize; a page past the end is empty but keeps the total', async () => {
    const all = await hits('cell');
    const pages = [
      await hits('cell', { pageSize: 1, pageNumber: 1 }),
      await hits('cell', { pageSize: 1, pageNumber: 2 }),
    ];
    expect(pages.map((page) => page.SearchContent[0]?.Title)).toEqual(
      all.SearchContent.slice(0, 2).map((item) => item.Title),
    );
    expect(pages.every((page) => page.TotalRecords === all.TotalRecords)).toBe(true);
    const past = await hits('cell', { pageSize: 10, pageNumber: 99 });
    expect(past).toEqual({ SearchContent: [], TotalRecords: all.TotalRecords });
  });

  it('answers in a fixed number of statements, whatever the text and page', async () => {
    const counts = [
      await search('cell'),
      await search('equations of uniformly accelerated motion', { pageSize: 50 }),
    ].map(sqlStatements);
    expect(counts[0]).toBe(counts[1]);
    expect(counts[0]).toBeLessThanOrEqual(4);
  });

  it('survives hostile text: quotes, operators, SQL and regex metacharacters, emoji, other scripts', async () => {
    const terms = [
      "cell' OR 1=1 --",
      'cell:* | !motion & (',
      '"cell"',
      '.*[(\\',
      '😀🧬 cell',
      'خلیہ',
      '!!!',
      'the of and',
      `${'cell '.repeat(19)}x`,
      '%_\\',
    ];
    for (const term of terms) {
      const result = await search(term);
      expect(result.status, `${term}: ${result.body.Message}`).toBe(200);
      SearchResponse.parse(result.body.Data);
    }
    expect((await hits('😀🧬')).TotalRecords).toBe(0);
    // Only words count: the injection attempt searches cell, or and 1 (all three, so no more than cell).
    expect((await hits("cell' OR 1=1 --")).TotalRecords).toBeLessThanOrEqual(
      (await hits('cell')).TotalRecords,
    );
  });

  it('refuses bad input with 400 naming the field', async () => {
    const bad: [Record<string, string | number>, string][] = [
      [{ searchText: 'x' }, 'searchText'],
      [{ searchText: '   ' }, 'searchText'],
      [{ searchText: 'x'.repeat(101) }, 'searchText'],
      [{ pageNumber: 0 }, 'pageNumber'],
      [{ pageNumber: 2 ** 31 }, 'pageNumber'],
      [{ pageSize: 51 }, 'pageSize'],
      [{ candidateSOSId: 'abc' }, 'candidateSOSId'],
    ];
    for (const [query, field] of bad) {
      const result = await search('cell', query);
      expect(result.status, JSON.stringify(query)).toBe(400);
      expect(result.body.Message).toContain(`${field}: `);
    }
    const none = await server.call('GET', routes.search.path, {
      token: first,
      query: { candidateSOSId: mdcat },
    });
    expect(none.status).toBe(400);
  });
});

describe('only the caller’s own course, and only what it may open', () => {
  it("never returns another course's content (the same material in ECAT stays in ECAT)", async () => {
    const [mdcatDays, ecatDays] = [await daysOf(11), await daysOf(12)];
    const inMdcat = await hits('equations motion', { pageSize: 50 });
    const inEcat = await hits('equations motion', { pageSize: 50, candidateSOSId: ecat });
    expect(inMdcat.TotalRecords).toBeGreaterThan(0);
    expect(inEcat.TotalRecords).toBeGreaterThan(0);
    expect(inMdcat.SearchContent.every((item) => mdcatDays.has(item.SOSDetailId))).toBe(true);
    expect(inEcat.SearchContent.every((item) => ecatDays.has(item.SOSDetailId))).toBe(true);
  });

  it("answers 404 for another candidate's enrolment and an unknown one (IDOR)", async () => {
    expect((await search('cell', {}, second)).status).toBe(404);
    expect((await search('cell', { candidateSOSId: nums })).status).toBe(404);
    expect((await search('cell', { candidateSOSId: 999_999 })).status).toBe(404);
    const own = await hits('cell', { candidateSOSId: nums }, second);
    const numsDays = await daysOf(21);
    expect(own.SearchContent.every((item) => numsDays.has(item.SOSDetailId))).toBe(true);
  });

  it("leaves out a locked day's activities", async () => {
    const db = server.app.platform.db;
    const stored = (await db.execute(
      sql`select count(*)::int as n from course_activities a join course_days d on d.sos_detail_id = a.sos_detail_id where d.sos_id = 11 and a.title ilike '%enzyme%'`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(stored.rows[0]?.n)).toBeGreaterThan(0);
    expect((await hits('enzyme')).TotalRecords).toBe(0);
  });

  it("applies the course hierarchy's day locks (domain rule): a day opens once every day before it is done", async () => {
    const db = server.app.platform.db;
    const open = async () => {
      const groups = groupsBySubject(await listSubjectActivities(db, 11, null, mdcat));
      return new Set(
        [...groups.values()].flatMap((subject) =>
          subject.flatMap((group) =>
            group.SubjectActivityGroupDays.filter((day) => !day.IsLocked).map(
              (day) => day.SOSDetailId,
            ),
          ),
        ),
      );
    };
    const openDays = await open();
    for (const term of ['cell', 'motion', 'energy', 'reaction', 'equation', 'enzyme'])
      for (const item of (await hits(term, { pageSize: 50 })).SearchContent)
        expect(openDays.has(item.SOSDetailId), `${term}: ${item.Title}`).toBe(true);
    // Complete every video and reading of the course: every day opens, the enzyme reading is found.
    const inserted =
      (await db.execute(sql`insert into activity_completions (candidate_sos_id, kind, item_id, user_id, completed_at)
      select ${mdcat}, 'content', a.sos_detail_content_id, e.user_id, now()
      from course_activities a join course_days d on d.sos_detail_id = a.sos_detail_id, (select user_id from candidate_courses where candidate_sos_id = ${mdcat}) e
      where d.sos_id = 11 and a.sos_detail_content_id is not null
      on conflict do nothing returning item_id`)) as unknown as { rows: { item_id: number }[] };
    try {
      expect((await open()).size).toBeGreaterThan(openDays.size);
      expect((await hits('enzyme')).TotalRecords).toBeGreaterThan(0);
    } finally {
      const ids = inserted.rows.map((row) => Number(row.item_id));
      await db.execute(
        sql`delete from activity_completions where candidate_sos_id = ${mdcat} and kind = 'content' and item_id = any(${`{${ids.join(',')}}`}::int[])`,
      );
    }
    expect((await hits('enzyme')).TotalRecords).toBe(0);
  });

  it('opens a day to search as soon as a completion through the API opens it, and closes it when the completion is gone (stored open days)', async () => {
    const db = server.app.platform.db;
    const titles = (await db.execute(
      sql`select title from course_activities where sos_detail_id = 112`,
    )) as unknown as { rows: { title: string }[] };
    const title = titles.rows[0]?.title ?? '';
    expect(title).not.toBe('');
    const onDay112 = async () =>
      (await hits(title, { pageSize: 50 })).SearchContent.filter((item) => item.SOSDetailId === 112)
        .length;
    expect(await onDay112()).toBe(0);
    const completed = await server.call('POST', CoursesApiRoutes.markContentAsCompleted.path, {
      token: first,
      body: { CandidateSOSId: mdcat, SOSDetailContentId: 1111 },
    });
    expect(completed.status, completed.body.Message).toBe(200);
    try {
      expect(await onDay112()).toBeGreaterThan(0);
    } finally {
      await db.execute(
        sql`delete from activity_completions where candidate_sos_id = ${mdcat} and kind = 'content' and item_id = 1111`,
      );
    }
    expect(await onDay112()).toBe(0);
  });

  it("finds a reading's new text once it is edited (stored documents)", async () => {
    const db = server.app.platform.db;
    const opened = (await db.execute(
      sql`select c.content_id as id, c.body from course_contents c join course_activities a on a.content_id = c.content_id where a.sos_detail_content_id = 1111`,
    )) as unknown as { rows: { id: number; body: string | null }[] };
    const reading = opened.rows[0];
    expect(reading).toBeDefined();
    expect((await hits('quetzalcoatlus')).TotalRecords).toBe(0);
    await db.execute(
      sql`update course_contents set body = coalesce(body, '') || '<p>Quetzalcoatlus</p>' where content_id = ${reading?.id}`,
    );
    try {
      const found = await hits('quetzalcoatlus');
      expect(found.SearchContent.map((item) => item.ContentId)).toEqual([Number(reading?.id)]);
    } finally {
      await db.execute(
        sql`update course_contents set body = ${reading?.body ?? null} where content_id = ${reading?.id}`,
      );
    }
    expect((await hits('quetzalcoatlus')).TotalRecords).toBe(0);
  });

  it('reads the stored read path: matches from search_documents, locks from search_open_days, no completion read per search', async () => {
    const plan = (await server.app.platform.db.execute(
      sql`explain ${searchStatement({ sosId: 11, candidateSosId: mdcat, subjectIds: [1, 2, 3, 4], activityTypes: [1, 2, 3, 4, 5] }, 'cell:*', { limit: 10, offset: 0 })}`,
    )) as unknown as { rows: Record<string, string>[] };
    const text = plan.rows.map((row) => Object.values(row)[0]).join('\n');
    expect(text).toContain('search_documents');
    expect(text).toContain('search_open_days');
    expect(text).not.toContain('activity_completions');
  });

  it('answers 403 without the Search feature, and leaves out what other features disallow', async () => {
    const db = server.app.platform.db;
    const setFeatures = (features: string) =>
      db.execute(
        sql`update candidate_courses set course = jsonb_set(course, '{Subscription,PackageFeatures}', ${features}::jsonb) where candidate_sos_id = ${mdcat}`,
      );
    try {
      await setFeatures(JSON.stringify(buildPackageFeatures([Feature.Search])));
      const refused = await search('cell');
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe('FeatureNotAllowedException');
      await setFeatures(JSON.stringify(buildPackageFeatures([Feature.Readings, Feature.Quizzes])));
      const page = await hits('cell');
      expect(page.SearchContent.map((item) => item.ActivityType)).toEqual([ActivityType.video]);
    } finally {
      await setFeatures(JSON.stringify(buildPackageFeatures()));
    }
  });
});
