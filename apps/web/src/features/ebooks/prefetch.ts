import {
  eBookActivitiesQueryOptions,
  eBookFileQueryOptions,
  eBookLocationQueryOptions,
} from '@portal/api';
import { apiClient } from '../../shared/app-state';
import type { GuardedData } from '../../shared/routing/guarded-loader';
import type { Prefetch } from '../../shared/routing/page-route';

/** The book of the reader route, from its decrypted params. */
export const eBookRefOf = (data: GuardedData) => ({
  candidateSOSId: Number(data.params.candidateSOSId),
  eBookId: Number(data.params.eBookId),
});

/** The reader's data: the signed file URL, the book's activities and where the candidate left it. */
export const prefetchReader: Prefetch = (data, _url, queryClient) => {
  const book = eBookRefOf(data);
  return [
    queryClient.ensureQueryData(eBookFileQueryOptions(apiClient, book)),
    queryClient.ensureQueryData(eBookActivitiesQueryOptions(apiClient, book)),
    queryClient.ensureQueryData(eBookLocationQueryOptions(apiClient, book)),
  ];
};
