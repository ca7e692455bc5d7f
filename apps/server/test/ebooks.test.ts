import { CourseType, EBookActivitiesListResponse, EBookActivity, EBookAllActivitiesResponse, EBookFileResponse, EBookLocation, EBooksApiRoutes as routes, epubCfiConformsTo } from '@portal/domain';
import { buildEBook, demoWorld, pdfBookmarkData, pdfHighlightData } from '@portal/domain/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateEBooks } from '../src/modules/dashboard/dashboard.tables';
import { eBookFileKey } from '../src/modules/ebooks/ebook-files';
import { startWithTwoCandidates, type TestServer } from './helpers/test-server';

let server: TestServer, first: string, second: string;

/** The first candidate's demo book (PDF, enrolment 1003); the second candidate gets a book of their own. */
const book = { candidateSOSId: 1003, eBookId: 501 } as const;
const secondBook = buildEBook({ EBookId: 601, CandidateSOSId: 2003, Title: 'Chemistry Revision Notes', Url: '/files/readings/ebooks/chemistry-revision-notes.epub' });
const pdfBytes = new TextEncoder().encode('%PDF-1.7\n% MDCAT Biology Essentials (test copy)\n%%EOF\n');

beforeAll(async () => {
  ({ server, first, second } = await startWithTwoCandidates());
  const userId = demoWorld.secondCandidate.user.userId;
  await server.app.platform.db.insert(candidateEBooks).values({ userId, eBookId: secondBook.EBookId, courseType: CourseType.Active, eBook: secondBook });
  await server.app.platform.storage.put(eBookFileKey(buildEBook().Url), pdfBytes, 'application/pdf');
});
afterAll(() => server?.close());

const get = (path: string, token: string | undefined, query: Record<string, string | number>) => server.call('GET', path, { token, query });
const all = async (token: string, query: { candidateSOSId: number; eBookId: number } = book) =>
  EBookAllActivitiesResponse.parse((await get(routes.getEBookActivities.path, token, query)).body.Data);
const post = (path: string, token: string, data: unknown, target: { CandidateSOSId: number; EBookId: number } = { CandidateSOSId: 1003, EBookId: 501 }) =>
  server.call('POST', path, { token, body: { ...target, Data: typeof data === 'string' ? data : JSON.stringify(data) } });
const saved = async (path: string, token: string, data: unknown) => {
  const result = await post(path, token, data);
  expect(result.status, result.body.Message).toBe(201);
  return EBookActivity.parse(result.body.Data);
};

const highlight = (page: number, exact: string) => pdfHighlightData(page, { exact, prefix: 'Section. ', suffix: ' Next.' }, [{ x: 72, y: 500, width: 300, height: 14 }]);
const note = (page: number, text: string) => ({ ...highlight(page, 'Active transport needs ATP.'), motivation: 'commenting', note: text });
const epubHighlight = {
  motivation: 'highlighting',
  target: {
    format: 'epub',
    selector: [
      { type: 'FragmentSelector', conformsTo: epubCfiConformsTo, value: 'epubcfi(/6/4!/4/2/1:0,/1:40)' },
      { type: 'TextQuoteSelector', exact: 'Avogadro\'s number is 6.022 x 10^23.', prefix: 'The mole. ' },
      { type: 'TextPositionSelector', start: 10, end: 46 },
    ],
  },
  color: '#93c5fd',
};
const ids = (list: readonly EBookActivity[]) => list.map((activity) => activity.EBookActivityId);

describe('e-book activities', () => {
  it("lists the seeded demo activities by kind, with Data in the W3C annotation shape", async () => {
    const seeded = await all(first);
    expect(seeded.Notes).toHaveLength(1);
    expect(seeded.Bookmarks).toHaveLength(1);
    expect(seeded.Highlights).toHaveLength(1);
    const data = JSON.parse(seeded.Highlights[0]?.Data ?? '{}');
    expect(data).toMatchObject({ highlightId: expect.any(String), motivation: 'highlighting', target: { format: 'pdf' } });
    expect(data.target.selector.map((selector: { type: string }) => selector.type)).toEqual(['FragmentSelector', 'PdfRectSelector', 'TextQuoteSelector']);
    // The other demo book's bookmark is not in this book's lists.
    expect((await all(first, { candidateSOSId: 1004, eBookId: 502 })).Bookmarks).toHaveLength(1);
  });

  it('appends a note, puts a new bookmark or highlight first, and keeps that order after a reload', async () => {
    const before = await all(first);
    const n1 = await saved(routes.saveEBookActivity.path, first, note(30, 'Sodium-potassium pump: 3 Na+ out, 2 K+ in.'));
    const n2 = await saved(routes.saveEBookActivity.path, first, note(31, 'Endocytosis also uses energy.'));
    const b1 = await saved(routes.saveEBookBookMark.path, first, pdfBookmarkData(40));
    const b2 = await saved(routes.saveEBookBookMark.path, first, pdfBookmarkData(41));
    const h1 = await saved(routes.saveEBookHighlight.path, first, highlight(42, 'Enzymes lower the activation energy.'));
    const h2 = await saved(routes.saveEBookHighlight.path, first, highlight(43, 'Competitive inhibitors bind the active site.'));
    expect([n1.Kind, b1.Kind, h1.Kind]).toEqual(['note', 'bookmark', 'highlight']);
    const after = await all(first);
    expect(ids(after.Notes)).toEqual([...ids(before.Notes), n1.EBookActivityId, n2.EBookActivityId]);
    expect(ids(after.Bookmarks)).toEqual([b2.EBookActivityId, b1.EBookActivityId, ...ids(before.Bookmarks)]);
    expect(ids(after.Highlights)).toEqual([h2.EBookActivityId, h1.EBookActivityId, ...ids(before.Highlights)]);
    expect(JSON.parse(h2.Data)).toEqual(highlight(43, 'Competitive inhibitors bind the active site.'));
  });

  it('updates a highlight with a note, keeps its kind, and deletes each kind by EBookActivityId', async () => {
    const h = await saved(routes.saveEBookHighlight.path, first, highlight(50, 'DNA replication is semi-conservative.'));
    const update = await server.call('PUT', routes.updateEBookActivity.path, {
      token: first,
      body: { CandidateSOSId: 1003, EBookId: 501, EBookActivityId: h.EBookActivityId, Data: JSON.stringify({ ...highlight(50, 'DNA replication is semi-conservative.'), note: 'Meselson-Stahl, 1958.', color: '#f9a8d4' }) },
    });
    expect(update.status, update.body.Message).toBe(200);
    const updated = EBookActivity.parse(update.body.Data);
    expect(updated).toMatchObject({ EBookActivityId: h.EBookActivityId, Kind: 'highlight' });
    expect(JSON.parse(updated.Data)).toMatchObject({ note: 'Meselson-Stahl, 1958.', color: '#f9a8d4' });

    // A highlight is not removed through the note or bookmark call: 404, and it is still there.
    const query = { candidateSOSId: 1003, eBookId: 501, eBookActivityId: h.EBookActivityId };
    expect((await server.call('DELETE', routes.removeEBookActivity.path, { token: first, query })).status).toBe(404);
    expect((await server.call('DELETE', routes.removeEBookBookMark.path, { token: first, query })).status).toBe(404);
    expect(ids((await all(first)).Highlights)).toContain(h.EBookActivityId);
    expect((await server.call('DELETE', routes.removeEBookHighlight.path, { token: first, query })).status).toBe(200);
    expect(ids((await all(first)).Highlights)).not.toContain(h.EBookActivityId);
    expect((await server.call('DELETE', routes.removeEBookHighlight.path, { token: first, query })).status).toBe(404);

    const n = await saved(routes.saveEBookActivity.path, first, note(51, 'Okazaki fragments on the lagging strand.'));
    const b = await saved(routes.saveEBookBookMark.path, first, pdfBookmarkData(52));
    expect((await server.call('DELETE', routes.removeEBookActivity.path, { token: first, query: { ...query, eBookActivityId: n.EBookActivityId } })).status).toBe(200);
    expect((await server.call('DELETE', routes.removeEBookBookMark.path, { token: first, query: { ...query, eBookActivityId: b.EBookActivityId } })).status).toBe(200);
    const left = await all(first);
    expect([...ids(left.Notes), ...ids(left.Bookmarks)]).not.toContain(n.EBookActivityId);
    expect(ids(left.Bookmarks)).not.toContain(b.EBookActivityId);
  });

  it('keeps an EPUB highlight (CFI, text quote, position) on an EPUB book', async () => {
    const result = await post(routes.saveEBookHighlight.path, second, epubHighlight, { CandidateSOSId: 2003, EBookId: 601 });
    expect(result.status, result.body.Message).toBe(201);
    expect(JSON.parse(EBookActivity.parse(result.body.Data).Data)).toEqual(epubHighlight);
  });

  it('pages every book\'s activities newest first, by book and kind, for the notebook', async () => {
    const page = EBookActivitiesListResponse.parse((await get(routes.getEBookActivitiesList.path, first, { pageNumber: 1, pageSize: 3 })).body.Data);
    expect(page.EBookActivities).toHaveLength(3);
    const ordered = ids(page.EBookActivities);
    expect([...ordered].sort((a, b) => b - a)).toEqual(ordered);
    const bookmarks = EBookActivitiesListResponse.parse((await get(routes.getEBookActivitiesList.path, first, { kind: 'bookmark', pageSize: 100 })).body.Data);
    expect(bookmarks.EBookActivities.every((activity) => activity.Kind === 'bookmark')).toBe(true);
    expect(new Set(bookmarks.EBookActivities.map((activity) => activity.EBookId))).toEqual(new Set([501, 502]));
    const other = EBookActivitiesListResponse.parse((await get(routes.getEBookActivitiesList.path, first, { eBookId: 502 })).body.Data);
    expect(other).toMatchObject({ TotalRecords: 1, EBookActivities: [{ EBookId: 502, Kind: 'bookmark' }] });
    // The second candidate's list holds only their own.
    const theirs = EBookActivitiesListResponse.parse((await get(routes.getEBookActivitiesList.path, second, {})).body.Data);
    expect(theirs.EBookActivities.every((activity) => activity.EBookId === 601)).toBe(true);
  });
});

describe('e-book bad input', () => {
  it('answers 400 naming the field inside Data', async () => {
    const cases: [unknown, RegExp][] = [
      ['{not json', /^Data: must be JSON text/],
      [{ ...highlight(3, 'x'), target: { format: 'pdf', selector: pdfBookmarkData(3).target.selector } }, /^Data\.target\.selector: a highlight needs a TextQuoteSelector/],
      [{ ...highlight(3, 'x'), color: 'yellow' }, /^Data\.color: /],
      [{ ...highlight(3, 'x'), target: { format: 'pdf', selector: [{ type: 'FragmentSelector', conformsTo: 'http://tools.ietf.org/rfc/rfc3778', value: 'page=zero' }, { type: 'TextQuoteSelector', exact: 'x' }] } }, /^Data\.target\.selector\.0\.value: /],
      [{ ...highlight(3, 'x'), target: { format: 'pdf', selector: [{ type: 'PdfRectSelector', page: 3, rects: [{ x: 1, y: 1, width: -4, height: 2 }] }] } }, /^Data\.target\.selector\.0\.rects\.0\.width: /],
    ];
    for (const [data, message] of cases) {
      const result = await post(routes.saveEBookHighlight.path, first, data);
      expect(result.status).toBe(400);
      expect(result.body.Message).toMatch(message);
    }
  });

  it('refuses Data above the size limit, and a bookmark sent as a highlight', async () => {
    const tooLarge = await post(routes.saveEBookActivity.path, first, { ...note(3, 'y'.repeat(4000)), label: 'z'.repeat(200), target: { format: 'pdf', selector: [...highlight(3, 'x').target.selector, ...Array.from({ length: 3 }, () => ({ type: 'TextQuoteSelector', exact: 'q'.repeat(4000) }))] } });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.Message).toMatch(/^Data: /);
    const wrongKind = await post(routes.saveEBookHighlight.path, first, { ...pdfBookmarkData(3), target: highlight(3, 'x').target });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.Message).toMatch(/^Data\.motivation: must be 'highlighting'/);
    const emptyNote = await post(routes.saveEBookActivity.path, first, { ...note(3, '   ') });
    expect(emptyNote.status).toBe(400);
    expect(emptyNote.body.Message).toMatch(/^Data\.note: /);
    const badId = await get(routes.getEBookActivities.path, first, { candidateSOSId: 1003, eBookId: 'abc' });
    expect(badId.status).toBe(400);
    expect(badId.body.Message).toMatch(/^eBookId: /);
  });

  it('answers 401 without a token', async () => {
    expect((await get(routes.getEBookActivities.path, undefined, book)).status).toBe(401);
    expect((await post(routes.saveEBookBookMark.path, '', pdfBookmarkData(2))).status).toBe(401);
    expect((await get(routes.getEBookFile.path, undefined, book)).status).toBe(401);
  });
});

describe("another candidate's e-book (IDOR)", () => {
  it("answers like a missing book or activity: B cannot list, add to, update or delete A's activities", async () => {
    const mine = (await all(first)).Highlights[0];
    if (!mine) throw new Error('no highlight');
    const missing = await get(routes.getEBookActivities.path, first, { candidateSOSId: 1003, eBookId: 999 });
    expect(missing.status).toBe(404);
    const foreign = await get(routes.getEBookActivities.path, second, book);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    // A's book under B's own enrolment id, or B's book under A's: nothing either.
    expect((await get(routes.getEBookActivities.path, second, { candidateSOSId: 2003, eBookId: 501 })).status).toBe(404);
    expect((await get(routes.getEBookActivities.path, first, { candidateSOSId: 1003, eBookId: 601 })).status).toBe(404);
    // A's own book under another of A's enrolments is not in the list either (spec 2: the pair must match).
    expect((await get(routes.getEBookActivities.path, first, { candidateSOSId: 1004, eBookId: 501 })).status).toBe(404);
    expect((await post(routes.saveEBookBookMark.path, second, pdfBookmarkData(2))).status).toBe(404);

    // A's activity id through B's own book: not found, and A's highlight is untouched.
    const update = await server.call('PUT', routes.updateEBookActivity.path, {
      token: second,
      body: { CandidateSOSId: 2003, EBookId: 601, EBookActivityId: mine.EBookActivityId, Data: JSON.stringify(epubHighlight) },
    });
    expect(update.status).toBe(404);
    expect(update.body).toEqual(missing.body);
    const remove = await server.call('DELETE', routes.removeEBookHighlight.path, { token: second, query: { candidateSOSId: 2003, eBookId: 601, eBookActivityId: mine.EBookActivityId } });
    expect(remove.status).toBe(404);
    expect(remove.body).toEqual(missing.body);
    expect((await all(first)).Highlights.find((activity) => activity.EBookActivityId === mine.EBookActivityId)).toEqual(mine);
  });

  it("refuses A's book file to B, and to anyone a book whose file is not stored", async () => {
    const missing = await get(routes.getEBookFile.path, first, { candidateSOSId: 1003, eBookId: 999 });
    const foreign = await get(routes.getEBookFile.path, second, book);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect((await get(routes.getEBookFile.path, second, { candidateSOSId: 2003, eBookId: 601 })).status).toBe(404);
  });
});

describe('e-book file and last location', () => {
  it('gives the owner a signed URL that serves the book and expires', async () => {
    const result = await get(routes.getEBookFile.path, first, book);
    expect(result.status, result.body.Message).toBe(200);
    const file = EBookFileResponse.parse(result.body.Data);
    expect(file.Format).toBe('pdf');
    expect(new Date(file.ExpiresOn).getTime()).toBeGreaterThan(server.clock.now().getTime());
    const response = await fetch(new URL(file.Url, server.baseUrl));
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdfBytes);
    const tampered = new URL(file.Url, server.baseUrl);
    tampered.pathname = tampered.pathname.replace('mdcat-biology-essentials', 'physics-formula-handbook');
    expect((await fetch(tampered)).status).toBeGreaterThanOrEqual(400);
  });

  it('serves the demo book the seed copied from demo-media/ebooks (generate-ebooks.ts)', async () => {
    const file = EBookFileResponse.parse((await get(routes.getEBookFile.path, first, { candidateSOSId: 1004, eBookId: 502 })).body.Data);
    const response = await fetch(new URL(file.Url, server.baseUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/pdf/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(bytes.subarray(-6).toString('latin1')).toBe('%%EOF\n');
  });

  it('serves the demo EPUB (generate-epub.ts) as an EPUB: a ZIP whose first entry is the stored mimetype', async () => {
    const result = await get(routes.getEBookFile.path, first, { candidateSOSId: 1003, eBookId: 503 });
    expect(result.status, result.body.Message).toBe(200);
    const file = EBookFileResponse.parse(result.body.Data);
    expect(file.Format).toBe('epub');
    const response = await fetch(new URL(file.Url, server.baseUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/epub\+zip/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(bytes.subarray(30, 58).toString('latin1')).toBe('mimetypeapplication/epub+zip');
    expect((await get(routes.getEBookFile.path, second, { candidateSOSId: 1003, eBookId: 503 })).status).toBe(404);
  });

  it('keeps where the candidate left each book, replaced by the next save, and only for them', async () => {
    const empty = await get(routes.getEBookLocation.path, first, { candidateSOSId: 1004, eBookId: 502 });
    expect(empty.status).toBe(200);
    expect(empty.body.Data).toBeNull();
    const save = (body: Record<string, unknown>, token = first) => server.call('PUT', routes.saveEBookLocation.path, { token, body: { CandidateSOSId: 1003, EBookId: 501, ...body } });
    expect((await save({ Location: 'page=17', Progress: 0.12 })).status).toBe(200);
    expect((await save({ Location: 'page=23', Progress: 0.16 })).status).toBe(200);
    const location = EBookLocation.parse((await get(routes.getEBookLocation.path, first, book)).body.Data);
    expect(location).toMatchObject({ EBookId: 501, Location: 'page=23', Progress: 0.16 });
    const epub = await save({ CandidateSOSId: 2003, EBookId: 601, Location: 'epubcfi(/6/8!/4/2/10)', Progress: 0.4 }, second);
    expect(epub.status, epub.body.Message).toBe(200);

    const bad = await save({ Location: 'chapter 3', Progress: 0.2 });
    expect(bad.status).toBe(400);
    expect(bad.body.Message).toMatch(/^Location: /);
    expect((await save({ Location: 'page=2', Progress: 2 })).body.Message).toMatch(/^Progress: /);
    expect((await save({ Location: 'page=2', Progress: 0.5 }, second)).status).toBe(404);
    expect((await get(routes.getEBookLocation.path, second, book)).status).toBe(404);
    expect(EBookLocation.parse((await get(routes.getEBookLocation.path, first, book)).body.Data).Location).toBe('page=23');
  });
});

// Last in the file: it moves the clock past the URL's expiry (and so past the candidates' tokens).
describe('an expired book URL', () => {
  it('is refused once its ExpiresOn has passed, though it served the book before', async () => {
    const file = EBookFileResponse.parse((await get(routes.getEBookFile.path, first, book)).body.Data);
    const url = new URL(file.Url, server.baseUrl);
    expect((await fetch(url)).status).toBe(200);
    const secondsLeft = Math.ceil((new Date(file.ExpiresOn).getTime() - server.clock.now().getTime()) / 1000);
    server.clock.advance(secondsLeft - 5);
    expect((await fetch(url)).status).toBe(200);
    server.clock.advance(10);
    expect((await fetch(url)).status).toBe(403);
  });
});
