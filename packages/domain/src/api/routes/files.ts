import { route } from './route';

/**
 * Uploads: a pre-signed URL for one file in a cloud-storage folder. The profile uses it today
 * (pictures, documents); assignments will too. The path keeps the spec's service name.
 */
export const FilesApiRoutes = {
  /** Query: Folder, FileName, ContentType, FileSize (PreSignedUrlRequest). */
  getPreSignedUrl: route('GET', 'CandidateProfileService/GetPreSignedUrl', true),
} as const;
