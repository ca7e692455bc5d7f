import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AcademicDocumentsResponse, ProfileImageResponse } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server';

/**
 * A PGlite data folder written by the release before the server's modules (commit bad05b8, the
 * migrations 0000-0006): the demo seed, then a login, an uploaded and saved academic document, an
 * uploaded profile image, a push token, a contact message, a notification marked read, a
 * how-you-know answer and a sign-up, with its clock at `createdAt`. fixtures/pglite-release-0006.tar.xz
 * is that folder (pglite/, files/, secrets.json); the .json beside it is what that run saw. This
 * server must start on it as it is: only the newer migrations applied (and the demo course catalogue, which it lacks), no account re-seeded, every row and file read.
 */
const fixtures = join(import.meta.dirname, 'fixtures');
const expected = JSON.parse(await readFile(join(fixtures, 'pglite-release-0006.json'), 'utf8')) as {
  demoCandidate: { userId: string; accessToken: string; refreshToken: string };
  documentId: number;
  documentKey: string;
  imageKey: string;
  readNotificationId: number;
  unreadCount: number;
  profileFullName: string;
};

let dataDir: string;
let server: TestServer;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portal-release-data-'));
  execFileSync('tar', ['--no-same-owner', '-xJf', join(fixtures, 'pglite-release-0006.tar.xz'), '-C', dataDir]);
  const secrets = JSON.parse(await readFile(join(dataDir, 'secrets.json'), 'utf8')) as { tokenSigningKey: string };
  server = await startTestServer({
    database: { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
    dataDir,
    tokenSigningKey: secrets.tokenSigningKey,
  });
});
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function download(url: string) {
  const response = await fetch(new URL(url, server.baseUrl));
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('a PGlite data folder from the previous release', () => {
  it('starts with its migration history and applies only the migrations newer than the release', async () => {
    const journal = JSON.parse(await readFile(join(import.meta.dirname, '../drizzle/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    const applied = (await server.app.platform.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`)) as unknown as {
      rows: { count: number }[];
    };
    // The release had 0000-0006; every later one (0007 server secrets, 0008 courses, ...) is applied on start.
    expect(journal.entries.length).toBeGreaterThan(7);
    expect(applied.rows[0]?.count).toBe(journal.entries.length);
  });

  it('keeps its accounts and sessions: the old refresh token rotates, the demo login works', async () => {
    const { accessToken, refreshToken } = expected.demoCandidate;
    // Issued an hour before the test clock: expired, yet signed with the folder's own key.
    expect((await server.call('GET', 'AccountService/GetLoggedInUserInfo', { token: accessToken })).status).toBe(401);
    const refreshed = await server.call<{ access_token: string }>('POST', 'token/refresh', { body: { AccessToken: accessToken, RefreshToken: refreshToken } });
    expect(refreshed.status, refreshed.body.Message).toBe(200);
    const info = await server.call<{ UserId: string; FullName: string }>('GET', 'AccountService/GetLoggedInUserInfo', { token: refreshed.body.Data.access_token });
    expect(info.body.Data).toMatchObject({ UserId: expected.demoCandidate.userId, FullName: expected.profileFullName });

    const second = await server.call<{ is_how_you_know_Answered: boolean }>('POST', 'oauthService/token', {
      form: { username: 'demo.candidate2', password: 'Demo@12345', grant_type: 'password' },
    });
    expect(second.body.Data.is_how_you_know_Answered).toBe(true);
    expect((await server.call<boolean>('GET', 'CandidateAccountService/IsUserNameUnique', { query: { userName: 'release.user' } })).body.Data).toBe(false);
  });

  it('serves the saved document and profile image from its files folder, signed with its own key', async () => {
    const { accessToken } = await server.login();
    const documents = AcademicDocumentsResponse.parse((await server.call('GET', 'CandidateProfileService/GetDocuments', { token: accessToken })).body.Data).Documents;
    expect(documents.map((document) => [document.CandidateAcademicId, document.Title])).toEqual([[expected.documentId, 'Matric']]);
    const pdf = await download(documents[0]?.FileUrl ?? '');
    expect(pdf.status).toBe(200);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const image = ProfileImageResponse.parse((await server.call('GET', 'CandidateProfileService/GetProfileImage', { token: accessToken })).body.Data).ProfileImage;
    expect(image).toContain(encodeURI(expected.imageKey));
    const png = await download(image ?? '');
    expect(png.status).toBe(200);
    expect([...png.bytes.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
  });

  it('keeps notifications, push tokens and contact messages, and seeds nothing twice', async () => {
    const { accessToken } = await server.login();
    const unread = await server.call<{ Count: number }>('GET', 'CandidateNotificationService/GetUnreadNotificationCount', { token: accessToken });
    expect(unread.body.Data.Count).toBe(expected.unreadCount);
    const counts = (await server.app.platform.db.execute(
      sql`select (select count(*)::int from users) as users, (select count(*)::int from push_tokens) as tokens,
                 (select count(*)::int from contact_messages) as messages,
                 (select is_read from candidate_notifications where id = ${expected.readNotificationId}) as read`,
    )) as unknown as { rows: { users: number; tokens: number; messages: number; read: boolean }[] };
    expect(counts.rows[0]).toEqual({ users: 5, tokens: 1, messages: 1, read: true });
  });

  it('gets the demo course catalogue it lacked: its candidate can study MDCAT, the video streams', async () => {
    const { accessToken } = await server.login();
    const groups = await server.call<{ SubjectActivityGroups: { GroupName: string }[] }>('GET', 'CandidateCourseActivitiesService/GetCourseSubjectActivityGroups', {
      token: accessToken,
      query: { candidateSOSId: 1001, subjectId: 1 },
    });
    expect(groups.status, groups.body.Message).toBe(200);
    expect(groups.body.Data.SubjectActivityGroups.map((group) => group.GroupName)).toEqual(['Cell Biology', 'Biological Molecules', 'Enzymes']);
    const video = await server.call<{ Url: string }>('GET', 'CandidateContentService/GetContentVideo', { token: accessToken, query: { candidateSOSId: 1001, contentId: 1110 } });
    expect((await download(video.body.Data.Url)).status).toBe(200);
  });

  it('runs housekeeping on it without losing a saved file', async () => {
    await server.app.runHousekeepingNow();
    const keys = [expected.documentKey, expected.imageKey];
    expect(await server.app.modules.files.referencedKeys(keys)).toEqual(new Set(keys));
    expect(await server.app.platform.storage.stat(expected.documentKey)).not.toBeNull();
  });
});
