import { useCallback, useEffect, useRef, useState } from 'react';
import { getPreSignedUrl, isCancelledRequest, uploadFile } from '@portal/api';
import type { CloudStorageFolder, PreSignedUrlResponse } from '@portal/domain';
import { errorMessage } from '../../../shared/forms/use-zod-form';
import { messageText } from '../../../shared/messages/messages-store';
import { apiClient } from '../../../shared/services';
import type { UploadKind } from '../upload-check';
import { runUpload, UploadRefusedError } from '../upload-flow';

/** What a failed upload says: the application message for a refused file, else the error's own. */
export function uploadErrorText(error: unknown): string {
  if (error instanceof UploadRefusedError) return messageText(error.messageId);
  return errorMessage(error);
}

export interface Upload {
  /** 0-100 while the bytes go out; null when idle. */
  progress: number | null;
  /**
   * Checks, pre-signs and uploads the file, then runs `save` with the stored file (the bar stays
   * until it is saved). Resolves true when all went well; otherwise `error` says why.
   */
  start: (file: File, save: (stored: PreSignedUrlResponse) => Promise<void>) => Promise<boolean>;
  /** The last failure, worded for the candidate. */
  error: string | undefined;
  setError: (message: string | undefined) => void;
}

/** One upload slot (profile picture, a document): progress, error, and abort when the page goes. */
export function useUpload(folder: CloudStorageFolder, kind: UploadKind): Upload {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort('The page closed.'), []);

  const start = useCallback(
    async (file: File, save: (stored: PreSignedUrlResponse) => Promise<void>) => {
      controller.current?.abort('A new file was chosen.');
      const current = new AbortController();
      controller.current = current;
      setError(undefined);
      try {
        const stored = await runUpload(
          file,
          { folder, kind },
          {
            presign: (request) => getPreSignedUrl(apiClient, request),
            put: (url, body, options) => uploadFile(url, body, options),
          },
          { onProgress: setProgress, signal: current.signal },
        );
        await save(stored);
        return true;
      } catch (failure) {
        if (!isCancelledRequest(failure)) setError(uploadErrorText(failure));
        return false;
      } finally {
        if (controller.current === current) {
          controller.current = null;
          setProgress(null);
        }
      }
    },
    [folder, kind],
  );

  return { progress, start, error, setError };
}
