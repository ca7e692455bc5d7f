import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/*
 * DATA_DIR/secrets.json: the token signing key and the file URL key of a server on its own data
 * folder, generated on first start. Never committed (.data/ is ignored); in production pass
 * TOKEN_SIGNING_KEY / FILE_URL_SIGNING_KEY (shared by all instances) or use the database's.
 */

/**
 * One named secret of DATA_DIR/secrets.json (token signing key, file URL key), generated on first
 * use; the file's other secrets are kept.
 */
export function loadOrCreateSecret(
  dataDir: string,
  name: 'tokenSigningKey' | 'fileUrlSigningKey',
): string {
  const file = join(dataDir, 'secrets.json');
  let secrets: Record<string, unknown> = {};
  if (existsSync(file)) {
    const stored = z
      .record(z.string(), z.unknown())
      .safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (stored.success) secrets = stored.data;
    const existing = z.string().min(32).safeParse(secrets[name]);
    if (existing.success) return existing.data;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, JSON.stringify({ ...secrets, [name]: secret }, null, 2), { mode: 0o600 });
  return secret;
}
