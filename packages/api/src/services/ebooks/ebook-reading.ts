import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { EBooksApiRoutes, type EBookFileResponse, type EBookLocation, type EBookLocationResponse, type SaveEBookLocationRequest } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import type { EBookRef } from './ebook-activities';
import { eBooksKeys } from './ebooks-keys';

/** GET CandidateEBookService/GetEBookFile (ours): a signed URL of the book file that expires. */
export function getEBookFile(client: ApiClient, book: EBookRef, signal?: AbortSignal): Promise<EBookFileResponse> {
  return client.call<EBookFileResponse>(EBooksApiRoutes.getEBookFile, { query: { ...book }, signal });
}

/** GET CandidateEBookService/GetEBookLocation (ours): where the candidate left the book, or null. */
export function getEBookLocation(client: ApiClient, book: EBookRef, signal?: AbortSignal): Promise<EBookLocationResponse> {
  return client.call<EBookLocationResponse>(EBooksApiRoutes.getEBookLocation, { query: { ...book }, signal });
}

/** PUT CandidateEBookService/SaveEBookLocation (ours). */
export function saveEBookLocation(client: ApiClient, request: SaveEBookLocationRequest): Promise<EBookLocation> {
  return client.call<EBookLocation>(EBooksApiRoutes.saveEBookLocation, { body: request });
}

/** Signed URLs live at least an hour (server: 1-2 hours); a URL is asked again after half of that. */
export const eBookFileStaleMs = 30 * 60 * 1000;

export const eBookFileQueryOptions = (client: ApiClient, book: EBookRef) =>
  queryOptions({
    queryKey: eBooksKeys.file(book.candidateSOSId, book.eBookId),
    queryFn: ({ signal }) => getEBookFile(client, book, signal),
    staleTime: eBookFileStaleMs,
    gcTime: eBookFileStaleMs,
  });

export const eBookLocationQueryOptions = (client: ApiClient, book: EBookRef) =>
  queryOptions({
    queryKey: eBooksKeys.location(book.candidateSOSId, book.eBookId),
    queryFn: ({ signal }) => getEBookLocation(client, book, signal),
  });

/** A saved location is the book's location at once (no reload). */
export const saveEBookLocationMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: eBooksKeys.saveLocation(),
    mutationFn: (request: SaveEBookLocationRequest) => saveEBookLocation(client, request),
    onSuccess: (location, request) => {
      queryClient.setQueryData<EBookLocationResponse>(eBooksKeys.location(request.CandidateSOSId, request.EBookId), location);
    },
  });
