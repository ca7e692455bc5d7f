import type {
  ApplicationMessageId,
  CloudStorageFolder,
  PreSignedUrlRequest,
  PreSignedUrlResponse,
} from '@portal/domain';
import { uploadRefusal, type UploadKind } from './upload-check';

/** A file the portal refused before sending it: the application message (116, 117) says why. */
export class UploadRefusedError extends Error {
  override readonly name = 'UploadRefusedError';
  constructor(readonly messageId: ApplicationMessageId) {
    super(`Upload refused (application message ${messageId}).`);
  }
}

export interface UploadSteps {
  /** Asks the server for a pre-signed URL (it checks type and size again). */
  presign: (request: PreSignedUrlRequest) => Promise<PreSignedUrlResponse>;
  /** PUTs the bytes to the storage URL, reporting 0-100. */
  put: (
    url: string,
    file: File,
    options: { onProgress: (percent: number) => void; signal?: AbortSignal },
  ) => Promise<void>;
}

/**
 * spec 7: an upload checks the file against UploadLimits, asks for a pre-signed URL in `folder`,
 * then PUTs the bytes with progress. Resolves with the pre-signed answer (FileKey to save,
 * FileUrl to show). A refused file never reaches the server.
 */
export async function runUpload(
  file: File,
  target: { folder: CloudStorageFolder; kind: UploadKind },
  steps: UploadSteps,
  options: { onProgress: (percent: number) => void; signal?: AbortSignal },
): Promise<PreSignedUrlResponse> {
  const refusal = uploadRefusal(file, target.kind);
  if (refusal !== null) throw new UploadRefusedError(refusal);
  const presigned = await steps.presign({
    Folder: target.folder,
    FileName: file.name,
    ContentType: file.type,
    FileSize: file.size,
  });
  options.onProgress(0);
  await steps.put(presigned.UploadUrl, file, options);
  return presigned;
}
