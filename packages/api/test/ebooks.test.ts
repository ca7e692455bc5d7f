import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import type { EBookActivity, EBookAllActivitiesResponse } from '@portal/domain';
import { buildEBookActivity, pdfBookmarkData } from '@portal/domain/fixtures';
import {
  eBookActivitiesListQueryOptions,
  eBookActivitiesQueryOptions,
  eBookFileQueryOptions,
  eBooksKeys,
  getEBookActivitiesList,
  removeEBookActivityMutationOptions,
  saveEBookActivityMutationOptions,
  saveEBookLocationMutationOptions,
  updateEBookActivityMutationOptions,
} from '../src';
import { startTestServer, type TestServer } from './harness/test-server';
import { createTestClient } from './harness/test-client';

let server: TestServer;
let queryClient: QueryClient;
beforeEach(async () => {
  server = await startTestServer();
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(async () => {
  queryClient.clear();
  await server.close();
});

const ok = (Data: unknown) => ({ status: 200, body: { Data, success: true, Message: null, error: null } });
const signedIn = () => createTestClient(server.baseURL, { accessToken: 'access-1', refreshToken: 'refresh-1' }).client;
const book = { candidateSOSId: 1003, eBookId: 501 };
const activity = (id: number, kind: EBookActivity['Kind']) => buildEBookActivity({ EBookActivityId: id, Kind: kind });
const seeded: EBookAllActivitiesResponse = { Notes: [activity(1, 'note')], Bookmarks: [activity(2, 'bookmark')], Highlights: [activity(3, 'highlight')] };
const ids = (list: readonly EBookActivity[]) => list.map((entry) => entry.EBookActivityId);
const save = (kind: EBookActivity['Kind'], created: EBookActivity) => {
  const path = { note: 'SaveEBookActivity', bookmark: 'SaveEBookBookMark', highlight: 'SaveEBookHighlight' }[kind];
  server.state.canned.set(`POST CandidateEBookActivitiesService/${path}`, ok(created));
  return new MutationObserver(queryClient, saveEBookActivityMutationOptions(signedIn(), queryClient)).mutate({
    kind,
    request: { CandidateSOSId: 1003, EBookId: 501, Data: created.Data },
  });
};

describe('e-book keys and payloads', () => {
  it("nest a book's activities, file and location under the book, and the notebook lists apart", () => {
    const bookKey = eBooksKeys.book(1003, 501);
    for (const key of [eBooksKeys.activities(1003, 501), eBooksKeys.file(1003, 501), eBooksKeys.location(1003, 501)]) expect(key.slice(0, bookKey.length)).toEqual([...bookKey]);
    expect(eBooksKeys.activities(1003, 501)).not.toEqual(eBooksKeys.activities(1004, 501));
    expect(eBooksKeys.list({ kind: 'note' }).slice(0, 2)).toEqual([...eBooksKeys.lists()]);
  });

  it('send candidateSOSId and eBookId; the list leaves out what is not given; Data goes as JSON text', async () => {
    const client = signedIn();
    server.state.canned.set('GET CandidateEBookActivitiesService/GetEBookActivities', ok(seeded));
    await queryClient.fetchQuery(eBookActivitiesQueryOptions(client, book));
    await getEBookActivitiesList(client, { kind: 'highlight', eBookId: undefined, pageNumber: 2 });
    await save('bookmark', buildEBookActivity({ EBookActivityId: 9, Kind: 'bookmark', Data: JSON.stringify(pdfBookmarkData(8)) }));
    const [activities, list, saved] = server.requests;
    expect(Object.fromEntries(activities?.query ?? [])).toEqual({ candidateSOSId: '1003', eBookId: '501' });
    expect(Object.fromEntries(list?.query ?? [])).toEqual({ kind: 'highlight', pageNumber: '2' });
    expect(JSON.parse(saved?.body.toString() ?? '{}')).toEqual({ CandidateSOSId: 1003, EBookId: 501, Data: JSON.stringify(pdfBookmarkData(8)) });
  });
});

describe('e-book activities cache (spec 4)', () => {
  beforeEach(() => {
    queryClient.setQueryData(eBooksKeys.activities(1003, 501), seeded);
    queryClient.setQueryData(eBooksKeys.list({}), { EBookActivities: [], TotalRecords: 0 });
  });
  const cached = () => queryClient.getQueryData<EBookAllActivitiesResponse>(eBooksKeys.activities(1003, 501));

  it('appends a new note, puts a new bookmark or highlight first, and reloads the notebook lists', async () => {
    await save('note', activity(10, 'note'));
    await save('bookmark', activity(11, 'bookmark'));
    await save('highlight', activity(12, 'highlight'));
    expect(ids(cached()?.Notes ?? [])).toEqual([1, 10]);
    expect(ids(cached()?.Bookmarks ?? [])).toEqual([11, 2]);
    expect(ids(cached()?.Highlights ?? [])).toEqual([12, 3]);
    expect(queryClient.getQueryState(eBooksKeys.list({}))?.isInvalidated).toBe(true);
    expect(server.requestsTo('CandidateEBookActivitiesService/SaveEBookBookMark')).toHaveLength(1);
  });

  it('replaces an edited activity in place and removes by EBookActivityId through the call of its kind', async () => {
    const edited = { ...activity(3, 'highlight'), Data: JSON.stringify({ ...JSON.parse(activity(3, 'highlight').Data), note: 'Cristae raise the surface area.' }) };
    server.state.canned.set('PUT CandidateEBookActivitiesService/UpdateEBookActivity', ok(edited));
    await new MutationObserver(queryClient, updateEBookActivityMutationOptions(signedIn(), queryClient)).mutate({ CandidateSOSId: 1003, EBookId: 501, EBookActivityId: 3, Data: edited.Data });
    expect(cached()?.Highlights).toEqual([edited]);

    server.state.canned.set('DELETE CandidateEBookActivitiesService/RemoveEBookBookMark', ok(null));
    await new MutationObserver(queryClient, removeEBookActivityMutationOptions(signedIn(), queryClient)).mutate({ kind: 'bookmark', book, eBookActivityId: 2 });
    expect(cached()?.Bookmarks).toEqual([]);
    expect(ids(cached()?.Notes ?? [])).toEqual([1]);
    const [removal] = server.requestsTo('CandidateEBookActivitiesService/RemoveEBookBookMark');
    expect(Object.fromEntries(removal?.query ?? [])).toEqual({ candidateSOSId: '1003', eBookId: '501', eBookActivityId: '2' });
  });
});

describe('e-book file and location', () => {
  it('keeps a signed file URL for half an hour at most, and a saved location is the cached one', async () => {
    const options = eBookFileQueryOptions(signedIn(), book);
    expect(options.staleTime).toBe(30 * 60 * 1000);
    const location = { EBookId: 501, Location: 'page=40', Progress: 0.13, UpdatedOn: '2026-11-24T01:00:00.000Z' };
    server.state.canned.set('PUT CandidateEBookService/SaveEBookLocation', ok(location));
    await new MutationObserver(queryClient, saveEBookLocationMutationOptions(signedIn(), queryClient)).mutate({ CandidateSOSId: 1003, EBookId: 501, Location: 'page=40', Progress: 0.13 });
    expect(queryClient.getQueryData(eBooksKeys.location(1003, 501))).toEqual(location);
    expect(eBookActivitiesListQueryOptions(signedIn(), { kind: 'note' }).queryKey).toEqual(eBooksKeys.list({ kind: 'note' }));
  });
});
