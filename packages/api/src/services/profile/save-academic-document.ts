import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { ProfileApiRoutes, type AcademicDocument, type SaveAcademicDocumentRequest } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { profileKeys } from './profile-keys';

/** spec 7: POST save document: title, file name and the FileKey of the finished upload. */
export function saveAcademicDocument(client: ApiClient, request: SaveAcademicDocumentRequest): Promise<AcademicDocument> {
  return client.call<AcademicDocument>(ProfileApiRoutes.saveDocument, { body: request });
}

export const saveAcademicDocumentMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: profileKeys.saveDocument(),
    mutationFn: (request: SaveAcademicDocumentRequest) => saveAcademicDocument(client, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.documents() }),
  });
