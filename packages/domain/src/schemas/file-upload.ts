import { z } from 'zod';
import { CloudStorageFolder } from '../enums/cloud-storage-folder';
import { queryWholeNumber, requiredText, wholeNumber } from './validation';

/**
 * Not shown: the limits behind application messages 116 (file format) and 117 (file size). Ours:
 * documents and images up to 5 MB (assignments and lecture media up to 100 MB).
 */
export const UploadLimits = {
  maxDocumentBytes: 5 * 1024 * 1024,
  maxMediaBytes: 100 * 1024 * 1024,
  documentContentTypes: ['application/pdf', 'image/jpeg', 'image/png'],
  imageContentTypes: ['image/jpeg', 'image/png', 'image/webp'],
  /**
   * An assignment answer: a PDF, a photo or scan of handwritten work, or an Office document (Word,
   * Excel, PowerPoint; old binary and OOXML), each recognised by its content on the server.
   */
  assignmentContentTypes: [
    'application/pdf',
    'image/jpeg',
    'image/png',
    'image/webp',
    'application/msword',
    'application/vnd.ms-excel',
    'application/vnd.ms-powerpoint',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ],
  maxAssignmentBytes: 20 * 1024 * 1024,
} as const;

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
