import { z } from 'zod';
import { CloudStorageFolder } from '../enums/cloud-storage-folder';
import { UploadLimits } from './upload-limits';
import { queryWholeNumber, requiredText, wholeNumber } from './validation';

// UploadLimits is declared without zod (upload-limits.ts) so that reading it does not load these schemas.
export { UploadLimits };

/** Not shown: asking for a pre-signed upload URL names the folder, file name, type and size. */
export const PreSignedUrlRequest = z.object({
  Folder: z.enum(CloudStorageFolder),
  FileName: requiredText(255),
  ContentType: requiredText(100),
  // Above the folder's limit is message 117 (checked by the server); above int4 is a plain 400.
  FileSize: wholeNumber(1),
});
export type PreSignedUrlRequest = z.infer<typeof PreSignedUrlRequest>;

/** The same request as it arrives in a GET query string (FileSize as text). */
export const PreSignedUrlQuery = PreSignedUrlRequest.extend({
  FileSize: queryWholeNumber(1),
});
export type PreSignedUrlQuery = z.infer<typeof PreSignedUrlQuery>;

/**
 * Not shown: the pre-signed URL response. `UploadUrl` takes one PUT of the bytes
 * (application/octet-stream) until `ExpiresOn`; `FileKey` is what the portal then saves
 * (document, profile image, assignment); `FileUrl` is where the file can be read afterwards.
 */
export const PreSignedUrlResponse = z.object({
  UploadUrl: z.string(),
  FileKey: z.string(),
  FileUrl: z.string(),
  ExpiresOn: z.string(),
});
export type PreSignedUrlResponse = z.infer<typeof PreSignedUrlResponse>;
