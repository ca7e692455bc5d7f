import { ApplicationMessageId, UploadLimits } from '@portal/domain';

/** What a chosen file is for: a profile picture or an academic document (certificate). */
export type UploadKind = 'image' | 'document';

const allowedTypes: Record<UploadKind, readonly string[]> = {
  image: UploadLimits.imageContentTypes,
  document: UploadLimits.documentContentTypes,
};

/** The `accept` attribute of the file input for each kind (the picker's first filter). */
export const acceptedTypes: Record<UploadKind, string> = {
  image: UploadLimits.imageContentTypes.join(','),
  document: UploadLimits.documentContentTypes.join(','),
};

/**
 * The application message a chosen file breaks before it is sent anywhere: 116 (file format) for
 * a type outside UploadLimits, 117 (file size) for an empty file or one above the document limit;
 * null when it may be uploaded. The server checks again; this saves a pointless upload.
 */
export function uploadRefusal(
  file: Pick<File, 'type' | 'size'>,
  kind: UploadKind,
): ApplicationMessageId | null {
  if (!allowedTypes[kind].includes(file.type)) return ApplicationMessageId.fileFormatError;
  if (file.size <= 0 || file.size > UploadLimits.maxDocumentBytes)
    return ApplicationMessageId.fileSizeError;
  return null;
}
