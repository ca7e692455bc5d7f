import { FilesApiRoutes, type PreSignedUrlRequest, type PreSignedUrlResponse } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';

/**
 * spec 7: GET a pre-signed cloud URL for a file (e.g. a document certificate). The bytes then go
 * by one PUT (see `uploadFile`); `FileKey` is what SaveDocument / UpdateProfileImage take. Not a
 * query: each URL is single-purpose and expires, so it is never cached.
 */
export function getPreSignedUrl(client: ApiClient, request: PreSignedUrlRequest): Promise<PreSignedUrlResponse> {
  return client.call<PreSignedUrlResponse>(FilesApiRoutes.getPreSignedUrl, {
    query: { Folder: request.Folder, FileName: request.FileName, ContentType: request.ContentType, FileSize: request.FileSize },
  });
}
