import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { ProfileApiRoutes } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { profileKeys } from './profile-keys';

/** spec 7: DELETE remove document (query candidateAcademicId); the server deletes its file too. */
export function removeAcademicDocument(client: ApiClient, candidateAcademicId: number): Promise<unknown> {
  return client.call<unknown>(ProfileApiRoutes.removeDocument, { query: { candidateAcademicId } });
}

export const removeAcademicDocumentMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: profileKeys.removeDocument(),
    mutationFn: (candidateAcademicId: number) => removeAcademicDocument(client, candidateAcademicId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.documents() }),
  });
