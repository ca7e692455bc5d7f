import { randomUUID } from 'node:crypto';
import { CloudStorageFolder } from '@portal/domain';

/**
 * Object keys: `<folder>/<userId>/<random uuid>-<safe file name>`. The owner is part of the key,
 * so "is this the caller's file?" is a prefix check, and the random part makes keys unguessable.
 * Every segment is limited to [a-z0-9._-] (no `..`, no separators), so a key maps to exactly one
 * path under the storage root on any driver.
 */
const folders = Object.values(CloudStorageFolder) as string[];
const uuidPattern = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const keyPattern = new RegExp(`^(${folders.join('|')})/(${uuidPattern})/(${uuidPattern})-([A-Za-z0-9_][A-Za-z0-9._-]{0,99})$`);

export const maxSafeNameLength = 100;

/** A file name safe in a key and a header: ASCII letters, digits, `.`, `_`, `-`; keeps the extension. */
export function safeFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const ascii = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[.-]+/, '');
  if (ascii.length <= maxSafeNameLength) return ascii || 'file';
  const dot = ascii.lastIndexOf('.');
  const extension = dot > 0 && ascii.length - dot <= 10 ? ascii.slice(dot) : '';
  return ascii.slice(0, maxSafeNameLength - extension.length) + extension;
}

export interface ParsedKey {
  readonly folder: CloudStorageFolder;
  readonly ownerId: string;
  readonly fileName: string;
}

/** A well-formed key's parts, or null for anything else (traversal attempts included). */
export function parseObjectKey(key: string): ParsedKey | null {
  const match = keyPattern.exec(key);
  if (!match) return null;
  return { folder: match[1] as CloudStorageFolder, ownerId: match[2] as string, fileName: match[4] as string };
}

export function newObjectKey(folder: CloudStorageFolder, ownerId: string, fileName: string): string {
  const key = `${folder}/${ownerId.toLowerCase()}/${randomUUID()}-${safeFileName(fileName)}`;
  if (!parseObjectKey(key)) throw new Error(`could not build a key for ${folder}/${ownerId}`);
  return key;
}

/** Is `key` a well-formed key in `folder` owned by `ownerId`? */
export function isOwnKey(key: string, ownerId: string, folder: CloudStorageFolder): boolean {
  const parsed = parseObjectKey(key);
  return parsed !== null && parsed.ownerId === ownerId.toLowerCase() && parsed.folder === folder;
}
