import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import type { Clock } from '../../core/clock';
import { normaliseContentType } from './content-sniff';
import type { ByteRange, DownloadUrlOptions, FileStorage, ListedFile, SignedUrl, StoredFileInfo, UploadUrlOptions } from './file-storage';
import { parseObjectKey, safeFileName } from './object-keys';

export interface S3StorageOptions {
  readonly bucket: string;
  readonly region: string;
  /** S3-compatible services (MinIO, R2, Spaces...); AWS when absent. */
  readonly endpoint?: string;
  /** Path-style URLs (`<endpoint>/<bucket>/<key>`), which most S3-compatible services need. */
  readonly forcePathStyle: boolean;
  /** Static credentials; absent = the SDK's default chain (environment, instance role...). */
  readonly credentials?: { readonly accessKeyId: string; readonly secretAccessKey: string };
  readonly clock: Clock;
}

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

function assertKey(key: string) {
  if (!parseObjectKey(key)) throw new Error('not a storage key');
}

/**
 * S3-compatible storage with pre-signed URLs (@aws-sdk/client-s3 + @aws-sdk/s3-request-presigner).
 * A pre-signed PUT cannot cap a body while it streams, so the upload URL pins Content-Length to the
 * declared size (already checked against the limit) and Content-Type to application/octet-stream
 * (what the portal sends); the real type is checked by magic bytes when the key is saved, and the
 * read URL names the type to serve. Checksums are only added when an operation requires them, so
 * the browser's plain PUT matches the signature.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const signingDate = () => options.clock();

  return {
    driver: 's3',

    async createUploadUrl(key: string, upload: UploadUrlOptions): Promise<SignedUrl> {
      assertKey(key);
      if (upload.declaredBytes > upload.maxBytes) throw new Error('declared size above the limit');
      const command = new PutObjectCommand({ Bucket, Key: key, ContentType: 'application/octet-stream', ContentLength: upload.declaredBytes });
      const now = signingDate();
      const url = await getSignedUrl(client, command, {
        expiresIn: upload.expiresInSeconds,
        signingDate: now,
        // Signed (not hoisted into the query), so the PUT must carry exactly these values.
        signableHeaders: new Set(['content-type', 'content-length']),
      });
      return { url, expiresAt: new Date(now.getTime() + upload.expiresInSeconds * 1000) };
    },

    async createDownloadUrl(key: string, download: DownloadUrlOptions): Promise<SignedUrl> {
      assertKey(key);
      const name = safeFileName(download.fileName ?? parseObjectKey(key)?.fileName ?? 'file');
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentType: normaliseContentType(download.contentType),
        ResponseContentDisposition: `inline; filename="${name}"`,
      });
      const now = signingDate();
      const url = await getSignedUrl(client, command, { expiresIn: download.expiresInSeconds, signingDate: now });
      return { url, expiresAt: new Date(now.getTime() + download.expiresInSeconds * 1000) };
    },

    async stat(key: string): Promise<StoredFileInfo | null> {
      assertKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { key, sizeBytes: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date() };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async readHead(key: string, bytes: number): Promise<Uint8Array | null> {
      assertKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: `bytes=0-${bytes - 1}` }));
        return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async read(key: string, range?: ByteRange): Promise<Readable | null> {
      assertKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
        return (object.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
      assertKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
    },

    async delete(key: string): Promise<void> {
      assertKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    /** ListObjectsV2, 1000 keys a page, following NextContinuationToken (the SDK's paginator). */
    async *list(prefix?: string): AsyncGenerator<ListedFile> {
      for await (const page of paginateListObjectsV2({ client, pageSize: 1000 }, { Bucket, Prefix: prefix || undefined })) {
        for (const object of page.Contents ?? []) {
          if (!object.Key || !object.LastModified) continue;
          yield { kind: 'object', key: object.Key, sizeBytes: object.Size ?? 0, modifiedAt: object.LastModified };
        }
      }
    },

    /** A pre-signed PUT is all or nothing: S3 never lists a partial upload, so there is none to delete. */
    async deletePartial(): Promise<void> {
      throw new Error('the S3 driver has no partial uploads');
    },

    async close(): Promise<void> {
      client.destroy();
    },
  };
}
