import type { FastifyInstance } from 'fastify';
import { createFilesService, type FilesContext } from './files.service';
import { registerFilesRoutes } from './files.routes';
import { createUploadSweep, type KeyHolder } from './files.sweep';

/**
 * Uploads (FilesApiRoutes): pre-signed URLs, and what other modules use to claim a finished upload,
 * read a stored file and let go of one; the sweep deletes the uploads no module holds.
 */
export function registerFiles(app: FastifyInstance, context: FilesContext) {
  const files = createFilesService(context);
  registerFilesRoutes(app, files);
  const holders: KeyHolder[] = [];
  /** The keys among `keys` some module has saved. */
  const referencedKeys: KeyHolder = async (keys) => {
    const held = new Set<string>();
    for (const holder of holders) {
      // Every key is asked of every holder (a key is never assumed to belong to its folder's module).
      const rest = keys.filter((key) => !held.has(key));
      if (rest.length === 0) break;
      for (const key of await holder(rest)) held.add(key);
    }
    return held;
  };
  return {
    claimUpload: files.claimUpload,
    readUrl: files.readUrl,
    signedReadUrl: files.signedReadUrl,
    imageUrl: files.imageUrl,
    discard: files.discard,
    storeFile: files.storeFile,
    /** A module that saves uploaded keys names them here, so the sweep keeps them. */
    holdKeys: (holder: KeyHolder) => void holders.push(holder),
    referencedKeys,
    sweep: createUploadSweep(context.storage, referencedKeys, context.clock),
  };
}

export type FilesModule = ReturnType<typeof registerFiles>;
export type { ClaimedUpload } from './files.service';
export {
  createUploadSweep,
  partialUploadGraceSeconds,
  sweepUploads,
  unsavedUploadGraceSeconds,
  uploadSaveWindowSeconds,
  type FileSweepResult,
  type KeyHolder,
} from './files.sweep';
