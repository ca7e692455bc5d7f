import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadOrCreateSecret, type AppConfig } from '../config';
import type { FileStorage } from './file-storage';
import { createLocalDiskStorage, type LocalDiskStorage } from './local-disk-storage';
import { createS3Storage } from './s3-storage';

export * from './file-storage';

export const isLocalDiskStorage = (storage: FileStorage): storage is LocalDiskStorage => storage.driver === 'local' && 'checkUploadUrl' in storage;

/**
 * The configured driver. Local: DATA_DIR/files (a temporary folder, removed on close, when the
 * server runs without a data folder), URLs signed with FILE_URL_SIGNING_KEY or a secret kept in
 * DATA_DIR/secrets.json. S3: the configured bucket.
 */
export async function createFileStorage(config: AppConfig): Promise<FileStorage> {
  if (config.fileStorage) return config.fileStorage;
  const storage = config.storage ?? { driver: 'local', publicBaseUrl: '' };
  if (storage.driver === 's3') {
    return createS3Storage({ ...storage, clock: config.clock });
  }
  const dataDir = config.dataDir;
  return createLocalDiskStorage({
    root: dataDir ? join(dataDir, 'files') : await mkdtemp(join(tmpdir(), 'portal-files-')),
    removeOnClose: !dataDir,
    signingKey: storage.signingKey ?? (dataDir ? loadOrCreateSecret(dataDir, 'fileUrlSigningKey') : randomBytes(48).toString('base64url')),
    publicBaseUrl: storage.publicBaseUrl,
    clock: config.clock,
  });
}
