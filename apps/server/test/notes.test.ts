import { Bookmark, BookmarksResponse, CandidateNote, ContentFilter, Feature, MISSING_FEATURE_MESSAGE, NotesApiRoutes as routes, NotesResponse } from '@portal/domain';
import { buildPackageFeatures } from '@portal/domain/fixtures';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithTwoCandidates, type TestServer } from './helpers/test-server';

let server: TestServer, first: string, second: string;
beforeAll(async () => ({ server, first, second } = await startWithTwoCandidates()));
afterAll(() => server?.close());

const mdcat = 1001;
const ecat = 1002;
const nums = 2001;
const notes = (token: string, query: Record<string, string | number>) => server.call('GET', routes.getNotes.path, { token, query });
const createNote = (token: string, body: Record<string, unknown>) => server.call('POST', routes.createNote.path, { token, body });

describe('course notes', () => {
  it('lists the seeded notes newest first with where they sit, and filters All / Video / Reading', async () => {
    const all = NotesResponse.parse((await notes(first, { candidateSOSId: mdcat, filter: ContentFilter.All })).body.Data);
    expect(all.TotalRecords).toBe(3);
    expect(all.Notes[0]).toMatchObject({ SubjectName: expect.any(String), GroupName: expect.any(String), SOSDetailId: expect.any(Number) });
    const videos = NotesResponse.parse((await notes(first, { candidateSOSId: mdcat, filter: ContentFilter.Video })).body.Data);
    const readings = NotesResponse.parse((await notes(first, { candidateSOSId: mdcat, filter: ContentFilter.Reading })).body.Data);
    expect(videos.Notes.every((note) => note.ContentType === 1)).toBe(true);
    expect(readings.Notes.every((note) => note.ContentType === 2)).toBe(true);
    expect(videos.TotalRecords + readings.TotalRecords).toBe(all.TotalRecords);
    expect(videos.Notes.every((note) => note.VideoTimeSeconds !== null)).toBe(true);
  });

  it('creates a note on a video at its second (none on a reading), edits and deletes it', async () => {
    const created = await createNote(first, { CandidateSOSId: mdcat, SOSDetailContentId: 1110, Note: '  The light microscope resolves 0.2 µm.  ', VideoTimeSeconds: 63 });
    expect(created.status).toBe(201);
    const note = CandidateNote.parse(created.body.Data);
    expect(note).toMatchObject({ Note: 'The light microscope resolves 0.2 µm.', VideoTimeSeconds: 63, ContentType: 1, SubjectId: 1, SubjectName: 'Biology', GroupName: 'Cell Biology', SOSDetailId: 111, ContentTitle: 'Cell theory and the microscope' });
    const onReading = CandidateNote.parse((await createNote(first, { CandidateSOSId: mdcat, SOSDetailContentId: 1111, Note: 'Magnification = image ÷ actual.', VideoTimeSeconds: 12 })).body.Data);
    expect(onReading.VideoTimeSeconds).toBeNull();

    const page = NotesResponse.parse((await notes(first, { candidateSOSId: mdcat, pageNumber: 1, pageSize: 2 })).body.Data);
    expect(page.TotalRecords).toBe(5);
    expect(page.Notes.map((entry) => entry.CandidateNoteId)).toEqual([onReading.CandidateNoteId, note.CandidateNoteId]);
    const lastPage = NotesResponse.parse((await notes(first, { candidateSOSId: mdcat, pageNumber: 3, pageSize: 2 })).body.Data);
    expect(lastPage.Notes).toHaveLength(1);
    const ofContent = NotesResponse.parse((await notes(first, { candidateSOSId: mdcat, sosDetailContentId: 1111 })).body.Data);
    expect(ofContent.Notes.map((entry) => entry.CandidateNoteId)).toContain(onReading.CandidateNoteId);
    expect(ofContent.Notes.every((entry) => entry.SOSDetailContentId === 1111)).toBe(true);

    const updated = await server.call('POST', routes.updateNote.path, { token: first, body: { CandidateSOSId: mdcat, CandidateNoteId: note.CandidateNoteId, Note: 'Resolution, not magnification.' } });
    expect(updated.status).toBe(200);
    expect(CandidateNote.parse(updated.body.Data)).toMatchObject({ CandidateNoteId: note.CandidateNoteId, Note: 'Resolution, not magnification.', VideoTimeSeconds: 63 });

    const removed = await server.call('DELETE', routes.removeNote.path, { token: first, query: { candidateSOSId: mdcat, candidateNoteId: note.CandidateNoteId } });
    expect(removed.status).toBe(200);
    expect((await server.call('DELETE', routes.removeNote.path, { token: first, query: { candidateSOSId: mdcat, candidateNoteId: note.CandidateNoteId } })).status).toBe(404);
  });

  it('refuses an empty note, a bad filter and a note on a locked day', async () => {
    const empty = await createNote(first, { CandidateSOSId: mdcat, SOSDetailContentId: 1110, Note: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.Message).toMatch(/^Note: /);
    const filter = await notes(first, { candidateSOSId: mdcat, filter: 7 });
    expect(filter.status).toBe(400);
    expect(filter.body.Message).toMatch(/^filter: /);
    const locked = await createNote(first, { CandidateSOSId: mdcat, SOSDetailContentId: 1130, Note: 'Too early.' });
    expect(locked.status).toBe(403);
    expect(locked.body.error).toBe('ContentLockedException');
  });

  it("keeps candidate 2 out of candidate 1's notes: reading, writing, editing and deleting answer like missing ones", async () => {
    const mine = NotesResponse.parse((await notes(first, { candidateSOSId: mdcat })).body.Data).Notes[0];
    expect(mine).toBeDefined();
    const missing = await notes(second, { candidateSOSId: 999_999 });
    const theirs = await notes(second, { candidateSOSId: mdcat });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);
    expect((await createNote(second, { CandidateSOSId: mdcat, SOSDetailContentId: 1110, Note: 'Mine now.' })).status).toBe(404);
    // Through their own enrolment, candidate 1's note id is simply not there.
    const edit = await server.call('POST', routes.updateNote.path, { token: second, body: { CandidateSOSId: nums, CandidateNoteId: mine?.CandidateNoteId, Note: 'Changed.' } });
    expect(edit.status).toBe(404);
    const remove = await server.call('DELETE', routes.removeNote.path, { token: second, query: { candidateSOSId: nums, candidateNoteId: mine?.CandidateNoteId ?? 0 } });
    expect(remove.status).toBe(404);
    expect(NotesResponse.parse((await notes(first, { candidateSOSId: mdcat })).body.Data).Notes.find((note) => note.CandidateNoteId === mine?.CandidateNoteId)?.Note).toBe(mine?.Note);
    // And MDCAT content through their NUMS enrolment is not in that course.
    expect((await createNote(second, { CandidateSOSId: nums, SOSDetailContentId: 1110, Note: 'Not my course.' })).status).toBe(404);
  });

  it('answers 403 with the spec text on every notes call when the package disallows Notes (ECAT)', async () => {
    const calls = [
      () => notes(first, { candidateSOSId: ecat }),
      () => createNote(first, { CandidateSOSId: ecat, SOSDetailContentId: 7110, Note: 'Equations of motion.' }),
      () => server.call('POST', routes.updateNote.path, { token: first, body: { CandidateSOSId: ecat, CandidateNoteId: 1, Note: 'x' } }),
      () => server.call('DELETE', routes.removeNote.path, { token: first, query: { candidateSOSId: ecat, candidateNoteId: 1 } }),
    ];
    for (const call of calls) {
      const result = await call();
      expect(result.status).toBe(403);
      expect(result.body).toMatchObject({ error: 'FeatureNotAllowedException', Message: MISSING_FEATURE_MESSAGE });
    }
    // Bookmarks are in ECAT's package.
    expect((await server.call('GET', routes.getBookmarks.path, { token: first, query: { candidateSOSId: ecat } })).status).toBe(200);
  });
});

describe('course bookmarks', () => {
  it('saves a bookmark once, tells whether a content is bookmarked, filters and removes it', async () => {
    const save = () => server.call('POST', routes.saveBookmark.path, { token: first, body: { CandidateSOSId: mdcat, SOSDetailContentId: 1110 } });
    const saved = Bookmark.parse((await save()).body.Data);
    expect(saved).toMatchObject({ SOSDetailContentId: 1110, ContentType: 1, SubjectName: 'Biology', GroupName: 'Cell Biology' });
    expect(Bookmark.parse((await save()).body.Data).BookmarkId).toBe(saved.BookmarkId);
    const ofContent = BookmarksResponse.parse((await server.call('GET', routes.getBookmarks.path, { token: first, query: { candidateSOSId: mdcat, sosDetailContentId: 1110 } })).body.Data);
    expect(ofContent).toMatchObject({ TotalRecords: 1 });
    const readings = BookmarksResponse.parse((await server.call('GET', routes.getBookmarks.path, { token: first, query: { candidateSOSId: mdcat, filter: ContentFilter.Reading } })).body.Data);
    expect(readings.BookMarks.every((bookmark) => bookmark.ContentType === 2)).toBe(true);
    expect(readings.BookMarks.some((bookmark) => bookmark.SOSDetailContentId === 1110)).toBe(false);

    const theirs = await server.call('DELETE', routes.removeBookmark.path, { token: second, query: { candidateSOSId: mdcat, sosDetailContentId: 1110 } });
    expect(theirs.status).toBe(404);
    expect((await server.call('GET', routes.getBookmarks.path, { token: second, query: { candidateSOSId: mdcat } })).status).toBe(404);
    const removed = await server.call('DELETE', routes.removeBookmark.path, { token: first, query: { candidateSOSId: mdcat, sosDetailContentId: 1110 } });
    expect(removed.status).toBe(200);
    const after = BookmarksResponse.parse((await server.call('GET', routes.getBookmarks.path, { token: first, query: { candidateSOSId: mdcat, sosDetailContentId: 1110 } })).body.Data);
    expect(after).toEqual({ BookMarks: [], TotalRecords: 0 });
    const bad = await server.call('POST', routes.saveBookmark.path, { token: first, body: { CandidateSOSId: mdcat } });
    expect(bad.status).toBe(400);
    expect(bad.body.Message).toMatch(/^SOSDetailContentId: /);
  });

  it('answers 403 with the spec text on every bookmarks call when the package disallows Bookmarks; notes stay open', async () => {
    const db = server.app.platform.db;
    const setFeatures = (features: string) =>
      db.execute(sql`update candidate_courses set course = jsonb_set(course, '{Subscription,PackageFeatures}', ${features}::jsonb) where candidate_sos_id = ${nums}`);
    await setFeatures(JSON.stringify(buildPackageFeatures([Feature.Bookmarks])));
    try {
      const calls = [
        () => server.call('POST', routes.saveBookmark.path, { token: second, body: { CandidateSOSId: nums, SOSDetailContentId: 11111 } }),
        () => server.call('GET', routes.getBookmarks.path, { token: second, query: { candidateSOSId: nums } }),
        () => server.call('DELETE', routes.removeBookmark.path, { token: second, query: { candidateSOSId: nums, sosDetailContentId: 11111 } }),
      ];
      for (const call of calls) {
        const result = await call();
        expect(result.status).toBe(403);
        expect(result.body).toMatchObject({ error: 'FeatureNotAllowedException', Message: MISSING_FEATURE_MESSAGE });
      }
      expect((await notes(second, { candidateSOSId: nums })).status).toBe(200);
    } finally {
      await setFeatures(JSON.stringify(buildPackageFeatures()));
    }
  });
});
