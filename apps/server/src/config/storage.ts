import { join } from 'node:path';
import type { DatabaseConfig } from '../platform/database/client';
import type { StorageConfig as FileStorageConfig } from '../platform/storage';
import { loadOrCreateSecret } from './secrets-file';

/** Where uploaded files live, as the environment says (platform/storage gets it with its secret resolved). */
export type StorageConfig =
  | {
      readonly driver: 'local';
      /** HMAC secret of file URLs; absent = DATA_DIR/secrets.json (or a random one in memory). */
      readonly signingKey?: string;
      /** Put before `/files/...`; '' = root-relative URLs. */
      readonly publicBaseUrl: string;
    }
  | {
      readonly driver: 's3';
      readonly bucket: string;
      readonly region: string;
      readonly endpoint?: string;
      readonly forcePathStyle: boolean;
      readonly credentials?: { readonly accessKeyId: string; readonly secretAccessKey: string };
    };

/**
 * The storage settings with the local driver's URL key resolved: FILE_URL_SIGNING_KEY, else the
 * one kept in DATA_DIR/secrets.json (generated on first use), else (no data folder) a key for this
 * process. Apart from loadConfig so that reading the environment writes no secret it does not need.
 */
export function fileStorageConfig(config: {
  readonly storage?: StorageConfig;
  readonly dataDir: string | undefined;
  readonly database: DatabaseConfig;
}): FileStorageConfig {
  const storage = config.storage ?? { driver: 'local', publicBaseUrl: '' };
  if (storage.driver === 's3') return storage;
  const { dataDir } = config;
  // On PostgreSQL an unset key is the one shared through the database (platform/index.ts).
  const keepsOwnSecrets = dataDir && config.database.kind === 'pglite';
  return {
    driver: 'local',
    root: dataDir ? join(dataDir, 'files') : undefined,
    signingKey:
      storage.signingKey ??
      (keepsOwnSecrets ? loadOrCreateSecret(dataDir, 'fileUrlSigningKey') : undefined),
    publicBaseUrl: storage.publicBaseUrl,
  };
}
