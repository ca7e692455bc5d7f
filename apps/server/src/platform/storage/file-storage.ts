import type { Readable } from 'node:stream';

/** Bytes `start` to `end` of a file, both inclusive (as in an HTTP Range header). */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

/** A URL that authorises one kind of access to one stored file until `expiresAt`. */
export interface SignedUrl {
  readonly url: string;
  readonly expiresAt: Date;
}

export interface UploadUrlOptions {
  /** The file's real type (checked by its first bytes); the PUT itself is application/octet-stream. */
  readonly contentType: string;
  /** Refuse bodies larger than this. */
  readonly maxBytes: number;
  /** The size the client declared; drivers that cannot cap a PUT while it streams pin it exactly (S3). */
  readonly declaredBytes: number;
  readonly expiresInSeconds: number;
}

export interface DownloadUrlOptions {
  readonly expiresInSeconds: number;
  /** The type the file is served with. */
  readonly contentType: string;
  /** Suggested name when saved (Content-Disposition). */
  readonly fileName?: string;
}

export interface StoredFileInfo {
  readonly key: string;
  readonly sizeBytes: number;
  /** When the bytes were written (disk mtime, S3 LastModified). */
  readonly modifiedAt: Date;
}

/** Where partial uploads are listed (`list(partialUploadsPrefix)`): no object key starts with a dot. */
export const partialUploadsPrefix = '.uploads/';

/**
 * One entry of `FileStorage.list`. `object`: a stored file under `key` (which may not be one of our
 * keys: the sweep checks with `parseObjectKey` before touching it). `partial`: an upload still being
 * written, or left behind by a crash (local driver only: `.uploads/<uuid>.part`; an S3 PUT is atomic).
 */
export interface ListedFile {
  readonly kind: 'object' | 'partial';
  readonly key: string;
  readonly sizeBytes: number;
  /** When the bytes were last written (disk mtime, S3 LastModified). */
  readonly modifiedAt: Date;
}

/**
 * Where uploaded files live (DESIGN.md: a disk folder with HMAC-signed URLs locally, S3-compatible
 * object storage with pre-signed URLs in production). The browser moves the bytes straight to and
 * from the URLs this hands out; the API itself only signs, checks and deletes. Keys come from
 * `object-keys.ts` and are validated before any call reaches a driver.
 */
export interface FileStorage {
  readonly driver: 'local' | 's3';
  /** A URL taking one PUT of the file's bytes (application/octet-stream). */
  createUploadUrl(key: string, options: UploadUrlOptions): Promise<SignedUrl>;
  /** A URL reading the file. */
  createDownloadUrl(key: string, options: DownloadUrlOptions): Promise<SignedUrl>;
  /** Size of a stored file, or null when there is none under `key`. */
  stat(key: string): Promise<StoredFileInfo | null>;
  /** Up to `bytes` first bytes (type sniffing), or null when there is no file. */
  readHead(key: string, bytes: number): Promise<Uint8Array | null>;
  /**
   * The file as a stream, or null when there is none: whole, or the bytes `range.start` to
   * `range.end` inclusive (HTTP Range semantics; the caller checks the range against `stat`).
   */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /**
   * Stores bytes the server itself provides (course videos and captions of the demo seed, staff
   * tools), replacing a file under `key`. Candidates' uploads never come this way: they PUT to a
   * signed upload URL, checked as they stream.
   */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Deletes the file; deleting a missing file is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Every stored file whose key starts with `prefix` (all when absent), in no particular order,
   * page by page (nothing is held in memory). Empty, not an error, when nothing was ever stored.
   */
  list(prefix?: string): AsyncIterable<ListedFile>;
  /** Deletes a `partial` entry that `list` yielded; a missing one is not an error. */
  deletePartial(key: string): Promise<void>;
  /** Releases what the driver holds (temporary folders, clients). */
  close(): Promise<void>;
}

/** Why a stored or uploaded file was refused. */
export class FileRefusedError extends Error {
  constructor(readonly reason: 'too-large' | 'wrong-type') {
    super(reason === 'too-large' ? 'The file is larger than allowed.' : 'The file is not of the declared type.');
  }
}
