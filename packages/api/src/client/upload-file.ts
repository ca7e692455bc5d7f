import axios from 'axios';
import { toApiError } from './api-error';
import { CancelledRequestError, reasonText } from './cancel-registry';

export interface UploadFileOptions {
  /** Called with 0-100 as bytes go out (spec 7: upload with progress callback). */
  onProgress?: (percent: number) => void;
  /** Aborts the upload. */
  signal?: AbortSignal;
}

// A bare instance: a pre-signed URL authorises itself, so neither the application security header
// nor the bearer token may travel to the file-storage host.
const uploader = axios.create();

/**
 * Uploads a file body with PUT as application/octet-stream to a (pre-signed) file-storage URL.
 * Rejects with an ApiError (or a CancelledRequestError when aborted).
 */
export async function uploadFile(url: string, body: Blob | ArrayBuffer | Uint8Array, options: UploadFileOptions = {}): Promise<void> {
  // A typed array goes out as exactly its own bytes (Node's adapter takes no views; a view may
  // also sit inside a larger buffer).
  const payload = body instanceof Uint8Array ? body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) : body;
  const total = payload instanceof Blob ? payload.size : payload.byteLength;
  let lastPercent = -1;
  const report = (percent: number) => {
    if (percent === lastPercent) return;
    lastPercent = percent;
    options.onProgress?.(percent);
  };
  try {
    await uploader.put(url, payload, {
      headers: { 'Content-Type': 'application/octet-stream' },
      signal: options.signal,
      // Keep the bytes as they are: no JSON or form transformation.
      transformRequest: [(data: unknown) => data],
      maxBodyLength: Infinity,
      maxContentLength: Infinity,
      onUploadProgress: (event) => {
        const size = event.total ?? total;
        if (size > 0) report(Math.min(100, Math.round((event.loaded / size) * 100)));
      },
    });
    // An empty body sends no progress events; the upload is still complete.
    report(100);
  } catch (error) {
    if (axios.isCancel(error)) throw new CancelledRequestError(reasonText(options.signal?.reason));
    throw toApiError(error);
  }
}
