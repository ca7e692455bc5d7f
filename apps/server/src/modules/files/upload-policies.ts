import { CloudStorageFolder, UploadLimits } from '@portal/domain';

export interface UploadPolicy {
  readonly contentTypes: readonly string[];
  readonly maxBytes: number;
}

/**
 * What the portal may upload, per folder (UploadLimits; messages 116 and 117). The other folders
 * (lecture media, subject images, landing video) are filled by staff tools, not by candidates.
 */
export const uploadPolicies: Partial<Record<CloudStorageFolder, UploadPolicy>> = {
  [CloudStorageFolder.profileImage]: { contentTypes: UploadLimits.imageContentTypes, maxBytes: UploadLimits.maxDocumentBytes },
  [CloudStorageFolder.educationCertificate]: { contentTypes: UploadLimits.documentContentTypes, maxBytes: UploadLimits.maxDocumentBytes },
  // An assignment answer: a PDF or a photo of handwritten work.
  [CloudStorageFolder.assignments]: { contentTypes: UploadLimits.assignmentContentTypes, maxBytes: UploadLimits.maxAssignmentBytes },
};

/** How long an upload URL stays valid. */
export const uploadUrlSeconds = 15 * 60;

/**
 * Read URLs live 1-2 hours and end on a whole hour: the same file gets the same URL for up to an
 * hour, so browsers reuse their cached copy across reloads of the list.
 */
export function downloadExpirySeconds(now: Date): number {
  const hour = 3600;
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const end = (Math.floor(nowSeconds / hour) + 2) * hour;
  return end - nowSeconds;
}
