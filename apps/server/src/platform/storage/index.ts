import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../core/clock';
import type { FileStorage } from './file-storage';
import { createLocalDiskStorage, type LocalDiskStorage } from './local-disk-storage';
import { registerLocalFileRoutes } from './local-file-routes';
import { createS3Storage, type S3StorageOptions } from './s3-storage';

export * from './file-storage';

/** Where uploaded files live: plain values, secrets already resolved (config.ts). */
export type StorageConfig =
  | {
      readonly driver: 'local';
      /** The folder (DATA_DIR/files); undefined = a temporary folder, removed on close. */
      readonly root: string | undefined;
      /** HMAC secret of the file URLs; undefined = a random one for this process. */
      readonly signingKey: string | undefined;
      /** Put before `/files/...`; '' = root-relative URLs. */
      readonly publicBaseUrl: string;
    }
  | ({ readonly driver: 's3' } & Omit<S3StorageOptions, 'clock'>);

const isLocalDiskStorage = (storage: FileStorage): storage is LocalDiskStorage => storage.driver === 'local' && 'checkUploadUrl' in storage;

/** The configured driver: local disk behind HMAC-signed URLs, or an S3-compatible bucket. */
export async function openFileStorage(config: StorageConfig, clock: Clock): Promise<FileStorage> {
  if (config.driver === 's3') return createS3Storage({ ...config, clock });
  return createLocalDiskStorage({
    root: config.root ?? (await mkdtemp(join(tmpdir(), 'portal-files-'))),
    removeOnClose: !config.root,
    signingKey: config.signingKey ?? randomBytes(48).toString('base64url'),
    publicBaseUrl: config.publicBaseUrl,
    clock,
  });
}

/** The local driver's signed file URLs are served by this server; S3 serves its own. */
export async function registerFileRoutes(app: FastifyInstance, storage: FileStorage): Promise<void> {
  if (isLocalDiskStorage(storage)) await registerLocalFileRoutes(app, storage);
}
