import { CloudStorageFolder, type PreSignedUrlQuery, type PreSignedUrlResponse } from '@portal/domain';
import type { Clock } from '../../core/clock';
import { AppError } from '../../core/errors';
import { normaliseContentType, sniffBytes, sniffContentType } from '../../platform/storage/content-sniff';
import type { FileStorage, SignedUrl } from '../../platform/storage/file-storage';
import { isOwnKey, newObjectKey, parseObjectKey } from '../../platform/storage/object-keys';
import { uploadSaveWindowSeconds } from './files.sweep';
import { downloadExpirySeconds, uploadPolicies, uploadUrlSeconds, type UploadPolicy } from './upload-policies';

export interface FilesContext {
  readonly storage: FileStorage;
  readonly clock: Clock;
}

/** What a claimed upload holds, by its own bytes (never the declared type). */
export interface ClaimedUpload {
  readonly contentType: string;
  readonly sizeBytes: number;
}

/** A key that is not the caller's, or has no file behind it: one answer for both. */
const uploadNotFound = () => new AppError(404, 'NotFoundException', 'UploadedFileNotFound');
const fileFormatError = () => new AppError(400, 'FileFormatException', 'FileFormatError');
const fileSizeError = () => new AppError(400, 'FileSizeException', 'FileSizeError');

function policyOf(folder: CloudStorageFolder): UploadPolicy {
  const policy = uploadPolicies[folder];
  if (!policy) throw new AppError(400, 'ValidationException', 'UploadFolderNotAllowed');
  return policy;
}

/** Uploads: pre-signed URLs, claiming a finished upload, read URLs of stored files. */
/**
 * The real type (magic bytes in `head`) of a file of `sizeBytes`, when it fits `folder`: its size
 * limit (else message 117) and accepted types (else 116). Uploads and server-stored files alike.
 */
function fittingContentType(folder: CloudStorageFolder, sizeBytes: number, head: Uint8Array): string {
  const policy = policyOf(folder);
  if (sizeBytes > policy.maxBytes) throw fileSizeError();
  const contentType = sniffContentType(head);
  if (!contentType || !policy.contentTypes.includes(contentType)) throw fileFormatError();
  return contentType;
}

export function createFilesService({ storage, clock }: FilesContext) {
  /** A signed, expiring read URL (1-2 hours, ending on a whole hour). */
  /** A signed read URL of a stored key and when it expires. */
  async function signedReadUrl(key: string, served: { contentType: string; fileName?: string }): Promise<SignedUrl> {
    return storage.createDownloadUrl(key, { expiresInSeconds: downloadExpirySeconds(clock()), ...served });
  }

  async function readUrl(key: string, served: { contentType: string; fileName?: string }): Promise<string> {
    return (await signedReadUrl(key, served)).url;
  }

  return {
    readUrl,
    signedReadUrl,

    /**
     * The URL a client reads an image from: a signed read URL of a stored key, or null without one.
     * A value that is not one of our keys (an absolute URL from an import) is passed on as it is;
     * anything else is dropped.
     */
    async imageUrl(stored: string | null, contentType: string | null): Promise<string | null> {
      if (!stored) return null;
      if (!parseObjectKey(stored)) return /^https:\/\//.test(stored) ? stored : null;
      return readUrl(stored, { contentType: contentType ?? 'application/octet-stream' });
    },

    /**
     * spec: a pre-signed URL for one upload. The declared type and size are checked against the
     * folder first (messages 116, 117); the bytes are checked again where they land.
     */
    async preSignedUrl(ownerId: string, request: PreSignedUrlQuery): Promise<PreSignedUrlResponse> {
      const policy = policyOf(request.Folder);
      const contentType = normaliseContentType(request.ContentType);
      if (!policy.contentTypes.includes(contentType)) throw fileFormatError();
      if (request.FileSize > policy.maxBytes) throw fileSizeError();
      const key = newObjectKey(request.Folder, ownerId, request.FileName);
      const upload = await storage.createUploadUrl(key, {
        contentType,
        maxBytes: policy.maxBytes,
        declaredBytes: request.FileSize,
        expiresInSeconds: uploadUrlSeconds,
      });
      return {
        UploadUrl: upload.url,
        FileKey: key,
        FileUrl: await readUrl(key, { contentType, fileName: request.FileName }),
        ExpiresOn: upload.expiresAt.toISOString(),
      };
    },

    /**
     * The owner's finished upload under `key`, before a module saves it: it must be one of the
     * owner's keys in `folder` and exist; its size and real type (magic bytes) must fit the folder.
     * A file that does not fit is deleted (it is the owner's own). Another owner's key is never
     * looked at. `alreadySaved`: the key is saved already (an edit), so the save window is over.
     */
    async claimUpload(ownerId: string, key: string, folder: CloudStorageFolder, { alreadySaved = false } = {}): Promise<ClaimedUpload> {
      if (!isOwnKey(key, ownerId, folder)) throw uploadNotFound();
      const info = await storage.stat(key);
      if (!info) throw uploadNotFound();
      // An unsaved upload past its save window belongs to the sweep now.
      if (!alreadySaved && clock().getTime() - info.modifiedAt.getTime() > uploadSaveWindowSeconds * 1000) throw uploadNotFound();
      const head = (await storage.readHead(key, sniffBytes)) ?? new Uint8Array();
      try {
        return { contentType: fittingContentType(folder, info.sizeBytes, head), sizeBytes: info.sizeBytes };
      } catch (error) {
        await storage.delete(key);
        throw error;
      }
    },

    /**
     * Stores bytes a server-side operation brings (the review script's annotated copy of a
     * submission) under a new key of `ownerId` in `folder`, checked as an upload is: its size and
     * real type (magic bytes) must fit the folder (messages 117, 116). The module saving the key
     * holds it from then on (or discards it).
     */
    async storeFile(ownerId: string, folder: CloudStorageFolder, fileName: string, bytes: Uint8Array): Promise<ClaimedUpload & { key: string }> {
      const contentType = fittingContentType(folder, bytes.length, bytes.subarray(0, sniffBytes));
      const key = newObjectKey(folder, ownerId, fileName);
      await storage.put(key, bytes, contentType);
      return { key, contentType, sizeBytes: bytes.length };
    },

    /** Deletes a file its module no longer holds (replaced or removed); a value that is not one of our keys is left alone. */
    async discard(key: string): Promise<void> {
      if (parseObjectKey(key)) await storage.delete(key);
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
