import { queryOptions } from '@tanstack/react-query';
import { ProfileApiRoutes, type AcademicDocumentsResponse } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { profileKeys } from './profile-keys';

/** spec 7: GET documents: the candidate's academic documents, each with a readable FileUrl. */
export function getAcademicDocuments(client: ApiClient, signal?: AbortSignal): Promise<AcademicDocumentsResponse> {
  return client.call<AcademicDocumentsResponse>(ProfileApiRoutes.getDocuments, { signal });
}

export const academicDocumentsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: profileKeys.documents(),
    queryFn: ({ signal }) => getAcademicDocuments(client, signal),
  });
