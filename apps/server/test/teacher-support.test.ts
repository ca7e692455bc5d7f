import { ContactApiRoutes as routes, Feature, NotificationListResponse, SupportThreadsResponse } from '@portal/domain';
import { buildPackageFeatures } from '@portal/domain/fixtures';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server';

/*
 * Teacher support (issue 14): a course message starts a thread for that course's teachers; the
 * operator's reply (endpoint guarded by OPERATOR_SECRET, and the module's `reply` the CLI calls)
 * makes it unread and notifies the candidate; marking it read; IDOR; the demo threads.
 */
const operatorSecret = 'operator-secret-for-the-teacher-support-test';
let server: TestServer;
let first: string;
let second: string;
beforeAll(async () => {
  server = await startTestServer({ operatorSecret });
  first = (await server.login()).accessToken;
  second = (await server.login('demo.candidate2')).accessToken;
});
afterAll(async () => {
  await server?.close();
});

const mdcat = 1001;
const nums = 2001;
const threads = async (candidateSOSId = mdcat, token = first) => {
  const result = await server.call<SupportThreadsResponse>('GET', routes.getSupportThreads.path, { token, query: { candidateSOSId } });
  expect(result.status, result.body.Message).toBe(200);
  return SupportThreadsResponse.parse(result.body.Data);
};
const ask = (body: object, token = first) => server.call('POST', routes.postContactMessage.path, { token, body });
const operatorReply = (body: object, secret: string | null = operatorSecret) =>
  server.call<{ SupportReplyId: number; Notified: boolean }>('POST', '/__operator/teacher-support/reply', {
    body,
    withoutSecurityHeader: true,
    headers: secret === null ? {} : { 'x-operator-secret': secret },
  });
const unreadCount = async (token = first) =>
  (await server.call<{ Count: number }>('GET', 'CandidateNotificationService/GetUnreadNotificationCount', { token })).body.Data?.Count ?? -1;
const unreadNotifications = async (token = first) => {
  const result = await server.call<NotificationListResponse>('GET', 'CandidateNotificationService/GetNotifications', { token, query: { filter: 3, pageSize: 20 } });
  return NotificationListResponse.parse(result.body.Data).Notifications;
};

const question = { CandidateSOSId: mdcat, SubjectId: 2, Subject: 'Limiting reagent with two gases', Message: 'How do I find the limiting reagent when both reactants are gases at the same temperature?' };
let threadId = 0;

describe('teacher support threads', () => {
  it("shows the demo thread with its teacher's reply, already read", async () => {
    const { Threads, UnreadCount } = await threads();
    expect(UnreadCount).toBe(0);
    expect(Threads.map((thread) => thread.Subject)).toEqual(['Why does osmosis not need ATP?']);
    expect(Threads[0]?.Replies[0]?.TeacherName).toBe('Dr. Sara Malik');
    expect(Threads[0]?.SubjectName).toBe('Biology');
  });

  it("a course message goes to that course's teachers and starts a thread", async () => {
    const sent = await ask(question);
    expect(sent.status, sent.body.Message).toBe(200);
    const [mail] = await server.outbox('teachers@candidate-portal.local');
    expect(mail?.Subject).toMatch(/^\[Teacher support\] .+: Limiting reagent with two gases$/);
    expect(mail?.Body).toContain('demo.candidate');
    const { Threads, UnreadCount } = await threads();
    expect(Threads[0]).toMatchObject({ Subject: question.Subject, SubjectName: 'Chemistry', IsRead: true, Replies: [] });
    expect(UnreadCount).toBe(0);
    threadId = Threads[0]!.ContactMessageId;
    expect(await server.outbox('support@candidate-portal.local')).toEqual([]);
  });

  it("refuses another candidate's enrolment (404) and a subject outside the course (400)", async () => {
    expect((await ask({ ...question, CandidateSOSId: nums })).status).toBe(404);
    const wrongSubject = await ask({ ...question, SubjectId: 12 });
    expect(wrongSubject.status).toBe(400);
    expect(wrongSubject.body.Message).toMatch(/^SubjectId: /);
    expect((await server.call('GET', routes.getSupportThreads.path, { token: first, query: { candidateSOSId: nums } })).status).toBe(404);
    expect((await server.call('GET', routes.getSupportThreads.path, { query: { candidateSOSId: mdcat } })).status).toBe(401);
  });

  it('the operator endpoint needs the secret', async () => {
    const body = { ContactMessageId: threadId, TeacherName: 'Mr. Usman Tariq', Message: 'Compare the mole ratio you have with the ratio the equation needs.' };
    expect((await operatorReply(body, null)).status).toBe(401);
    expect((await operatorReply(body, 'x'.repeat(operatorSecret.length))).status).toBe(401);
    expect((await operatorReply({ ...body, ContactMessageId: 999_999 })).status).toBe(404);
    expect((await operatorReply({ ...body, Message: '' })).status).toBe(400);
    expect((await threads()).UnreadCount).toBe(0);
  });

  it("a teacher's reply makes the thread unread and notifies the candidate; marking read clears it", async () => {
    const before = await unreadCount();
    const replied = await operatorReply({ ContactMessageId: threadId, TeacherName: 'Mr. Usman Tariq', Message: 'Compare the mole ratio you have with the ratio the equation needs: the smaller one limits.' });
    expect(replied.status, replied.body.Message).toBe(200);
    expect(replied.body.Data?.Notified).toBe(true);
    const { Threads, UnreadCount } = await threads();
    expect(UnreadCount).toBe(1);
    const thread = Threads.find((entry) => entry.ContactMessageId === threadId);
    expect(thread?.IsRead).toBe(false);
    expect(thread?.Replies.map((reply) => reply.TeacherName)).toEqual(['Mr. Usman Tariq']);
    const notifications = await unreadNotifications();
    expect(await unreadCount()).toBe(before + 1);
    expect(notifications[0]).toMatchObject({ Title: 'Mr. Usman Tariq replied to your question', CandidateSOSId: mdcat, Target: { Kind: 'teacherSupport', Ids: { CandidateSOSId: mdcat } } });

    // demo.candidate2 can neither mark nor read it.
    expect((await server.call('POST', routes.markSupportThreadRead.path, { token: second, body: { ContactMessageId: threadId } })).status).toBe(404);
    expect((await threads(nums, second)).Threads.some((entry) => entry.ContactMessageId === threadId)).toBe(false);

    expect((await server.call('POST', routes.markSupportThreadRead.path, { token: first, body: { ContactMessageId: threadId } })).status).toBe(200);
    expect((await threads()).UnreadCount).toBe(0);
  });

  it("the module's reply (what the CLI script calls) does the same, and answers false for no thread", async () => {
    server.clock.advance(60);
    expect(await server.app.modules.contact.reply({ ContactMessageId: 999_999, TeacherName: 'Ms. Hina Raza', Message: 'Nothing.' })).toBe(false);
    const outcome = await server.app.modules.contact.reply({ ContactMessageId: threadId, TeacherName: 'Ms. Hina Raza', Message: 'Also check units: use moles, not grams.' });
    expect(outcome).toMatchObject({ notified: true });
    expect((await threads()).UnreadCount).toBe(1);
  });
});

describe('a package without TeacherSupport', () => {
  it('answers 403 to the threads and to a course message', async () => {
    const ecat = 1002;
    const db = server.app.platform.db;
    const features = JSON.stringify(buildPackageFeatures([Feature.TeacherSupport]));
    await db.execute(sql`update candidate_courses set course = jsonb_set(course, '{Subscription,PackageFeatures}', ${features}::jsonb) where candidate_sos_id = ${ecat}`);
    const listed = await server.call('GET', routes.getSupportThreads.path, { token: first, query: { candidateSOSId: ecat } });
    expect(listed.status).toBe(403);
    expect(listed.body.error).toBe('FeatureNotAllowedException');
    expect((await ask({ ...question, CandidateSOSId: ecat, SubjectId: null })).status).toBe(403);
  });
});

describe('without OPERATOR_SECRET', () => {
  it('has no operator endpoint', async () => {
    const plain = await startTestServer();
    try {
      const result = await plain.call('POST', '/__operator/teacher-support/reply', { body: { ContactMessageId: 1, TeacherName: 'X Y', Message: 'Hello' }, withoutSecurityHeader: true, headers: { 'x-operator-secret': operatorSecret } });
      expect(result.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
