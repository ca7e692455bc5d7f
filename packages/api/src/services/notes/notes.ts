import { infiniteQueryOptions, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  ContentFilter,
  NotesApiRoutes,
  type CandidateNote,
  type CreateNoteRequest,
  type NotesResponse,
  type UpdateNoteRequest,
} from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { notesKeys } from './notes-keys';
import { NOTES_PAGE_SIZE, nextPageNumber } from './paged-list';

export interface NotesPageRequest {
  candidateSOSId: number;
  /** spec: All -1, Video 1, Reading 2. */
  filter: ContentFilter;
  pageNumber: number;
  pageSize?: number;
  /** Only the notes of one content item (the content page). */
  sosDetailContentId?: number;
}

/** spec 7: POST CandidateNotesService/CreateNote. */
export function createNote(client: ApiClient, request: CreateNoteRequest): Promise<CandidateNote> {
  return client.call<CandidateNote>(NotesApiRoutes.createNote, { body: request });
}

/** spec 7: POST CandidateNotesService/UpdateNote. */
export function updateNote(client: ApiClient, request: UpdateNoteRequest): Promise<CandidateNote> {
  return client.call<CandidateNote>(NotesApiRoutes.updateNote, { body: request });
}

/** spec 7: GET CandidateNotesService/GetNotes (Notes, TotalRecords). */
export function getNotes(client: ApiClient, request: NotesPageRequest, signal?: AbortSignal): Promise<NotesResponse> {
  return client.call<NotesResponse>(NotesApiRoutes.getNotes, { query: { ...request }, signal });
}

/** spec 7: DELETE CandidateNotesService/RemoveNote. */
export function removeNote(client: ApiClient, candidateSOSId: number, candidateNoteId: number): Promise<unknown> {
  return client.call<unknown>(NotesApiRoutes.removeNote, { query: { candidateSOSId, candidateNoteId } });
}

export const notesQueryOptions = (client: ApiClient, request: NotesPageRequest) =>
  queryOptions({
    queryKey: notesKeys.noteList(request.candidateSOSId, request),
    queryFn: ({ signal }) => getNotes(client, request, signal),
  });

/** The /notes list of one filter (spec 4: load more while fewer than TotalRecords are loaded). */
export const notePagesQueryOptions = (client: ApiClient, candidateSOSId: number, filter: ContentFilter = ContentFilter.All, sosDetailContentId?: number) =>
  infiniteQueryOptions({
    queryKey: notesKeys.notePages(candidateSOSId, filter, NOTES_PAGE_SIZE, sosDetailContentId),
    queryFn: ({ pageParam, signal }) => getNotes(client, { candidateSOSId, filter, pageNumber: pageParam, pageSize: NOTES_PAGE_SIZE, sosDetailContentId }, signal),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPageNumber(pages, (page) => page.Notes),
  });

/** Every change reloads the enrolment's note lists (a note moves between filters and pages). */
const reloadNotes = (queryClient: QueryClient, candidateSOSId: number) => queryClient.invalidateQueries({ queryKey: notesKeys.notes(candidateSOSId) });

export const createNoteMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: notesKeys.createNote(),
    mutationFn: (request: CreateNoteRequest) => createNote(client, request),
    onSuccess: (_note, request) => reloadNotes(queryClient, request.CandidateSOSId),
  });

export const updateNoteMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: notesKeys.updateNote(),
    mutationFn: (request: UpdateNoteRequest) => updateNote(client, request),
    onSuccess: (_note, request) => reloadNotes(queryClient, request.CandidateSOSId),
  });

export const removeNoteMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: notesKeys.removeNote(),
    mutationFn: ({ candidateSOSId, candidateNoteId }: { candidateSOSId: number; candidateNoteId: number }) => removeNote(client, candidateSOSId, candidateNoteId),
    onSuccess: (_result, { candidateSOSId }) => reloadNotes(queryClient, candidateSOSId),
  });
