import type { CloudStorageFolder } from '@portal/domain';
import type { Clock } from '../../core/clock';
import { partialUploadsPrefix, type FileStorage } from '../../platform/storage/file-storage';
import { parseObjectKey } from '../../platform/storage/object-keys';
import { uploadPolicies, uploadUrlSeconds } from './upload-policies';

/**
 * Which of `keys` a module has saved (an academic document, a profile image): those are never
 * swept. Each module that saves uploads gives the files module one (`holdKeys`).
 */
export type KeyHolder = (keys: readonly string[]) => Promise<Set<string>>;

/**
 * An upload nothing references is deleted once it is this old. Far longer than an upload URL lives
 * (`uploadUrlSeconds`, 15 minutes), so its PUT is long over and cannot write the key again, and the
 * portal had a day to save the key (SaveDocument / UpdateProfileImage).
 */
export const unsavedUploadGraceSeconds = 24 * 60 * 60;
if (unsavedUploadGraceSeconds <= uploadUrlSeconds) throw new Error('the sweep grace must outlast an upload URL');

/**
 * How long after its upload a file may still be saved (SaveDocument / UpdateProfileImage): an hour
 * short of the sweep's grace, so a save can never race the sweep deleting the same unsaved file.
 */
export const uploadSaveWindowSeconds = unsavedUploadGraceSeconds - 60 * 60;

/** A `.part` file is deleted once unchanged this long (an upload still streaming keeps touching it). */
export const partialUploadGraceSeconds = 60 * 60;

/**
 * Only the folders candidates upload to (uploadPolicies). The other folders are filled by staff
 * tools and referenced from elsewhere: never swept.
 */
export const sweptFolders = Object.keys(uploadPolicies) as CloudStorageFolder[];

/** Keys checked against the database per query, right before their deletion. */
const referenceBatchSize = 500;

export interface FileSweepResult {
  /** Uploads past the grace period that no document or profile image references, deleted. */
  readonly unsaved: number;
  /** Stale `.part` files (a crash mid-upload), deleted. */
  readonly partial: number;
  /** Deletions that failed (left for the next run). */
  readonly failed: number;
}

/**
 * Deletes unsaved uploads and stale partial uploads. Referenced keys are never deleted: each batch
 * is checked against the database just before its deletion, and only well-formed keys of the swept
 * folders are considered (anything else in storage is left alone). Stops between entries once
 * `signal` aborts (shutdown).
 */
export async function sweepUploads(files: FileStorage, referencedKeys: KeyHolder, now: Date, signal?: AbortSignal): Promise<FileSweepResult> {
  const unsavedBefore = now.getTime() - unsavedUploadGraceSeconds * 1000;
  const partialBefore = now.getTime() - partialUploadGraceSeconds * 1000;
  let unsaved = 0;
  let partial = 0;
  let failed = 0;

  const remove = async (deletion: () => Promise<void>) => {
    try {
      await deletion();
      return true;
    } catch {
      failed += 1;
      return false;
    }
  };

  const deleteUnreferenced = async (keys: string[]) => {
    if (keys.length === 0) return;
    const referenced = await referencedKeys(keys);
    for (const key of keys) {
      if (!referenced.has(key) && (await remove(() => files.delete(key)))) unsaved += 1;
    }
  };

  for (const folder of sweptFolders) {
    let batch: string[] = [];
    for await (const entry of files.list(`${folder}/`)) {
      if (signal?.aborted) break;
      if (entry.kind !== 'object' || entry.modifiedAt.getTime() >= unsavedBefore) continue;
      if (parseObjectKey(entry.key)?.folder !== folder) continue;
      batch.push(entry.key);
      if (batch.length >= referenceBatchSize) {
        await deleteUnreferenced(batch);
        batch = [];
      }
    }
    if (!signal?.aborted) await deleteUnreferenced(batch);
  }

  for await (const entry of files.list(partialUploadsPrefix)) {
    if (signal?.aborted) break;
    if (entry.kind !== 'partial' || entry.modifiedAt.getTime() >= partialBefore) continue;
    if (await remove(() => files.deletePartial(entry.key))) partial += 1;
  }

  return { unsaved, partial, failed };
}

/** Housekeeping's sweep of the files module: `{ files: { unsaved, partial, failed } }`. */
export function createUploadSweep(files: FileStorage, referencedKeys: KeyHolder, clock: Clock) {
  return async (signal?: AbortSignal) => ({ files: await sweepUploads(files, referencedKeys, clock(), signal) });
}
