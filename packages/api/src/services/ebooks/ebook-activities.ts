import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  EBooksApiRoutes,
  addEBookActivity,
  removeEBookActivity as withoutActivity,
  type EBookActivitiesListQuery,
  type EBookActivitiesListResponse,
  type EBookActivity,
  type EBookActivityKind,
  type EBookAllActivitiesResponse,
  type SaveEBookActivityRequest,
  type UpdateEBookActivityRequest,
} from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { eBooksKeys } from './ebooks-keys';

/** Which book: the enrolment the e-book is listed under and the e-book (spec 2). */
export interface EBookRef {
  candidateSOSId: number;
  eBookId: number;
}

/** spec 7: GET CandidateEBookActivitiesService/GetEBookActivities (Notes, Bookmarks, Highlights). */
export function getEBookActivities(client: ApiClient, book: EBookRef, signal?: AbortSignal): Promise<EBookAllActivitiesResponse> {
  return client.call<EBookAllActivitiesResponse>(EBooksApiRoutes.getEBookActivities, { query: { ...book }, signal });
}

/** spec 7: GET CandidateEBookActivitiesService/GetEBookActivitiesList (ours: every book's, newest first, paged). */
export function getEBookActivitiesList(client: ApiClient, query: Partial<EBookActivitiesListQuery> = {}, signal?: AbortSignal): Promise<EBookActivitiesListResponse> {
  const defined = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as Record<string, string | number>;
  return client.call<EBookActivitiesListResponse>(EBooksApiRoutes.getEBookActivitiesList, { query: defined, signal });
}

/** spec 7: POST SaveEBookActivity (a note; Data motivation commenting). */
export function saveEBookActivity(client: ApiClient, request: SaveEBookActivityRequest): Promise<EBookActivity> {
  return client.call<EBookActivity>(EBooksApiRoutes.saveEBookActivity, { body: request });
}

/** spec 7: POST SaveEBookBookMark (Data motivation bookmarking). */
export function saveEBookBookMark(client: ApiClient, request: SaveEBookActivityRequest): Promise<EBookActivity> {
  return client.call<EBookActivity>(EBooksApiRoutes.saveEBookBookMark, { body: request });
}

/** spec 7: POST SaveEBookHighlight (Data motivation highlighting, with a TextQuoteSelector). */
export function saveEBookHighlight(client: ApiClient, request: SaveEBookActivityRequest): Promise<EBookActivity> {
  return client.call<EBookActivity>(EBooksApiRoutes.saveEBookHighlight, { body: request });
}

/** spec 7: PUT UpdateEBookActivity (new Data; the kind stays). */
export function updateEBookActivity(client: ApiClient, request: UpdateEBookActivityRequest): Promise<EBookActivity> {
  return client.call<EBookActivity>(EBooksApiRoutes.updateEBookActivity, { body: request });
}

/** spec 7: DELETE RemoveEBookActivity (a note, by EBookActivityId). */
export function removeEBookActivity(client: ApiClient, book: EBookRef, eBookActivityId: number): Promise<unknown> {
  return client.call<unknown>(EBooksApiRoutes.removeEBookActivity, { query: { ...book, eBookActivityId } });
}

/** spec 7: DELETE RemoveEBookHighlight (by EBookActivityId). */
export function removeEBookHighlight(client: ApiClient, book: EBookRef, eBookActivityId: number): Promise<unknown> {
  return client.call<unknown>(EBooksApiRoutes.removeEBookHighlight, { query: { ...book, eBookActivityId } });
}

/** spec 7: DELETE RemoveEBookBookMark (by EBookActivityId). */
export function removeEBookBookMark(client: ApiClient, book: EBookRef, eBookActivityId: number): Promise<unknown> {
  return client.call<unknown>(EBooksApiRoutes.removeEBookBookMark, { query: { ...book, eBookActivityId } });
}

const saveByKind = { note: saveEBookActivity, bookmark: saveEBookBookMark, highlight: saveEBookHighlight } as const;
const removeByKind = { note: removeEBookActivity, bookmark: removeEBookBookMark, highlight: removeEBookHighlight } as const;

/** spec 4: e-book activities are cached once fetched; changes edit the cache by the spec's rules. */
export const eBookActivitiesQueryOptions = (client: ApiClient, book: EBookRef) =>
  queryOptions({
    queryKey: eBooksKeys.activities(book.candidateSOSId, book.eBookId),
    queryFn: ({ signal }) => getEBookActivities(client, book, signal),
    staleTime: Infinity,
  });

/** The notebook's page of every book's activities (optionally one book, one kind). */
export const eBookActivitiesListQueryOptions = (client: ApiClient, query: Partial<EBookActivitiesListQuery> = {}) =>
  queryOptions({
    queryKey: eBooksKeys.list(query),
    queryFn: ({ signal }) => getEBookActivitiesList(client, query, signal),
  });

const bookOf = (request: SaveEBookActivityRequest): EBookRef => ({ candidateSOSId: request.CandidateSOSId, eBookId: request.EBookId });
const reloadLists = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: eBooksKeys.lists() });
const editActivities = (queryClient: QueryClient, book: EBookRef, edit: (activities: EBookAllActivitiesResponse) => EBookAllActivitiesResponse) =>
  queryClient.setQueryData<EBookAllActivitiesResponse>(eBooksKeys.activities(book.candidateSOSId, book.eBookId), (activities) => (activities ? edit(activities) : activities));

/** spec 4: a new note appends; a new bookmark or highlight goes first (in the cached lists). */
export const saveEBookActivityMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: eBooksKeys.saveActivity(),
    mutationFn: ({ kind, request }: { kind: EBookActivityKind; request: SaveEBookActivityRequest }) => saveByKind[kind](client, request),
    onSuccess: async (activity, { request }) => {
      editActivities(queryClient, bookOf(request), (activities) => addEBookActivity(activities, activity));
      await reloadLists(queryClient);
    },
  });

/** An edited activity keeps its place in its list. */
export const updateEBookActivityMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: eBooksKeys.updateActivity(),
    mutationFn: (request: UpdateEBookActivityRequest) => updateEBookActivity(client, request),
    onSuccess: async (activity, request) => {
      const replace = (list: EBookActivity[]) => list.map((entry) => (entry.EBookActivityId === activity.EBookActivityId ? activity : entry));
      editActivities(queryClient, bookOf(request), (activities) => ({ Notes: replace(activities.Notes), Bookmarks: replace(activities.Bookmarks), Highlights: replace(activities.Highlights) }));
      await reloadLists(queryClient);
    },
  });

/** spec 4: deleting removes by EBookActivityId. */
export const removeEBookActivityMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: eBooksKeys.removeActivity(),
    mutationFn: ({ kind, book, eBookActivityId }: { kind: EBookActivityKind; book: EBookRef; eBookActivityId: number }) => removeByKind[kind](client, book, eBookActivityId),
    onSuccess: async (_result, { book, eBookActivityId }) => {
      editActivities(queryClient, book, (activities) => withoutActivity(activities, eBookActivityId));
      await reloadLists(queryClient);
    },
  });
