import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { lstat, mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Clock } from '../../core/clock';
import { matchesContentType, normaliseContentType, sniffBytes } from './content-sniff';
import {
  FileRefusedError,
  partialUploadsPrefix,
  type DownloadUrlOptions,
  type FileStorage,
  type ListedFile,
  type SignedUrl,
  type StoredFileInfo,
  type UploadUrlOptions,
} from './file-storage';
import { parseObjectKey, safeFileName } from './object-keys';
import { createUrlSigner } from './url-signer';

/** Where the local driver's URLs point: `<base>/files/<key>?...` (the server serves them itself). */
export const localFilesPath = '/files';

export interface LocalDiskStorageOptions {
  /** The storage root (DATA_DIR/files): outside the web root, never served as a folder. */
  readonly root: string;
  /** HMAC secret of the URLs. */
  readonly signingKey: string;
  /** Prefix of the URLs: '' = root-relative (same origin as the portal), or an absolute origin. */
  readonly publicBaseUrl: string;
  readonly clock: Clock;
  /** Delete the root on close (a temporary folder). */
  readonly removeOnClose?: boolean;
}

/** What a verified upload URL allows. */
export interface UploadGrant {
  readonly contentType: string;
  readonly maxBytes: number;
}

/** What a verified download URL serves. */
export interface DownloadGrant {
  readonly contentType: string;
  readonly fileName: string;
}

export type UrlCheck<T> = { readonly ok: true; readonly grant: T } | { readonly ok: false; readonly reason: 'malformed' | 'expired' | 'bad-signature' };

type Query = Record<string, string | undefined>;

export interface LocalDiskStorage extends FileStorage {
  readonly driver: 'local';
  checkUploadUrl(key: string, query: Query): UrlCheck<UploadGrant>;
  checkDownloadUrl(key: string, query: Query): UrlCheck<DownloadGrant>;
  /**
   * Stores `body` under `key`, refusing it (FileRefusedError) once it passes `maxBytes` or when its
   * first bytes are not `contentType`. Written to a temporary file first and renamed into place, so
   * a refused or broken upload never leaves a partial file under the key.
   */
  write(key: string, body: Readable, grant: UploadGrant): Promise<StoredFileInfo>;
}

/** Where uploads are written before the rename into place, relative to the root. */
const uploadsFolder = partialUploadsPrefix.slice(0, -1);
const partialKeyPattern = /^\.uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.part$/;
/** A listing prefix: key characters only, no `.`/`..` segments, not absolute. */
const prefixPattern = /^(?!\/)[A-Za-z0-9._/-]*$/;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR';

export function createLocalDiskStorage(options: LocalDiskStorageOptions): LocalDiskStorage {
  const root = resolve(options.root);
  const uploads = join(root, uploadsFolder);
  const signer = createUrlSigner(options.signingKey);
  const base = options.publicBaseUrl.replace(/\/$/, '');

  /** The file of a key: only well-formed keys, and the result is checked to stay under the root. */
  function pathOf(key: string): string {
    if (!parseObjectKey(key)) throw new Error('not a storage key');
    const path = resolve(root, ...key.split('/'));
    if (!path.startsWith(root + sep)) throw new Error('not a storage key');
    return path;
  }

  const nowSeconds = () => Math.floor(options.clock().getTime() / 1000);

  function check<T>(fields: (expires: number) => (string | number)[], query: Query, grant: T): UrlCheck<T> {
    const expires = Number(query.expires);
    if (!query.sig || !Number.isSafeInteger(expires)) return { ok: false, reason: 'malformed' };
    if (!signer.verify(fields(expires), query.sig)) return { ok: false, reason: 'bad-signature' };
    if (expires < nowSeconds()) return { ok: false, reason: 'expired' };
    return { ok: true, grant };
  }

  async function exists(key: string) {
    try {
      const info = await stat(pathOf(key));
      return info.isFile() ? info : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /**
   * The files under `root/<segments>`, depth first, one folder read at a time. Symbolic links are
   * skipped (never followed out of the root); a folder or file that vanishes meanwhile is skipped.
   */
  async function* walk(segments: readonly string[], prefix: string): AsyncGenerator<ListedFile> {
    let entries;
    try {
      entries = await readdir(join(root, ...segments), { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      const path = [...segments, entry.name];
      const key = path.join('/');
      if (entry.isDirectory()) {
        // Only folders that can still hold a key with the prefix.
        if (`${key}/`.startsWith(prefix) || prefix.startsWith(`${key}/`)) yield* walk(path, prefix);
        continue;
      }
      if (!entry.isFile() || !key.startsWith(prefix)) continue;
      const kind = path[0] === uploadsFolder ? 'partial' : 'object';
      if (kind === 'partial' && !partialKeyPattern.test(key)) continue;
      let info;
      try {
        info = await lstat(join(root, ...path));
      } catch (error) {
        if (isMissing(error)) continue;
        throw error;
      }
      yield { kind, key, sizeBytes: info.size, modifiedAt: info.mtime };
    }
  }

  return {
    driver: 'local',

    async createUploadUrl(key: string, upload: UploadUrlOptions): Promise<SignedUrl> {
      pathOf(key);
      const expires = nowSeconds() + upload.expiresInSeconds;
      const type = normaliseContentType(upload.contentType);
      const sig = signer.sign(['PUT', key, expires, type, upload.maxBytes]);
      const query = new URLSearchParams({ expires: String(expires), type, max: String(upload.maxBytes), sig });
      return { url: `${base}${localFilesPath}/${key}?${query}`, expiresAt: new Date(expires * 1000) };
    },

    async createDownloadUrl(key: string, download: DownloadUrlOptions): Promise<SignedUrl> {
      pathOf(key);
      const expires = nowSeconds() + download.expiresInSeconds;
      const type = normaliseContentType(download.contentType);
      const name = safeFileName(download.fileName ?? parseObjectKey(key)?.fileName ?? 'file');
      const sig = signer.sign(['GET', key, expires, type, name]);
      const query = new URLSearchParams({ expires: String(expires), type, name, sig });
      return { url: `${base}${localFilesPath}/${key}?${query}`, expiresAt: new Date(expires * 1000) };
    },

    checkUploadUrl(key, query) {
      const maxBytes = Number(query.max);
      const contentType = query.type ?? '';
      if (!parseObjectKey(key) || !Number.isSafeInteger(maxBytes) || maxBytes <= 0 || !contentType) return { ok: false, reason: 'malformed' };
      return check((expires) => ['PUT', key, expires, contentType, maxBytes], query, { contentType, maxBytes });
    },

    checkDownloadUrl(key, query) {
      const contentType = query.type ?? '';
      const fileName = query.name ?? '';
      if (!parseObjectKey(key) || !contentType || !fileName) return { ok: false, reason: 'malformed' };
      return check((expires) => ['GET', key, expires, contentType, fileName], query, { contentType, fileName });
    },

    async write(key, body, grant) {
      const target = pathOf(key);
      await mkdir(uploads, { recursive: true });
      const temporary = join(uploads, `${randomUUID()}.part`);
      let received = 0;
      let head = Buffer.alloc(0);
      let sniffed = false;
      const sniff = () => {
        sniffed = true;
        return matchesContentType(head, grant.contentType) ? null : new FileRefusedError('wrong-type');
      };
      const guard = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          received += chunk.length;
          if (received > grant.maxBytes) return callback(new FileRefusedError('too-large'));
          if (!sniffed) {
            head = Buffer.concat([head, chunk]);
            if (head.length >= sniffBytes) {
              const refusal = sniff();
              if (refusal) return callback(refusal);
            }
          }
          callback(null, chunk);
        },
        flush(callback) {
          callback(sniffed ? null : sniff());
        },
      });
      // The request is piped into a stream of ours: a refusal tears down our side only, and the
      // caller can still drain the request and answer it (destroying it would cut the connection
      // before the client reads why).
      const source = new PassThrough();
      body.pipe(source);
      const file = createWriteStream(temporary, { flags: 'wx', mode: 0o600 });
      const fileClosed = new Promise<void>((resolve) => file.once('close', () => resolve()));
      try {
        await pipeline(source, guard, file);
        await mkdir(dirname(target), { recursive: true });
        await rename(temporary, target);
        return { key, sizeBytes: received, modifiedAt: (await stat(target)).mtime };
      } catch (error) {
        body.unpipe(source);
        // A refusal can come before the file's asynchronous open has finished: removing it before the
        // stream has closed would race that open and leave a `.part` behind.
        await fileClosed;
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async stat(key) {
      const info = await exists(key);
      return info ? { key, sizeBytes: info.size, modifiedAt: info.mtime } : null;
    },

    async readHead(key, bytes) {
      if (!(await exists(key))) return null;
      const handle = await open(pathOf(key), 'r');
      try {
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },

    async read(key, range) {
      if (!(await exists(key))) return null;
      return createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
    },

    async put(key, bytes) {
      const target = pathOf(key);
      await mkdir(uploads, { recursive: true });
      const temporary = join(uploads, `${randomUUID()}.part`);
      await writeFile(temporary, bytes, { flag: 'wx', mode: 0o600 });
      await mkdir(dirname(target), { recursive: true });
      await rename(temporary, target);
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async *list(prefix = '') {
      if (!prefixPattern.test(prefix) || prefix.split('/').some((segment) => segment === '.' || segment === '..')) throw new Error('not a storage prefix');
      // Start in the deepest folder the prefix names; the rest of it filters names.
      const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1).split('/').filter(Boolean);
      yield* walk(folder, prefix);
    },

    async deletePartial(key) {
      if (!partialKeyPattern.test(key)) throw new Error('not a partial upload');
      await rm(join(root, ...key.split('/')), { force: true });
    },

    async close() {
      if (options.removeOnClose) await rm(root, { recursive: true, force: true });
    },
  };
}
