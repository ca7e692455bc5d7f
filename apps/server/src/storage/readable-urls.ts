import type { FileStorage } from './file-storage';
import { downloadExpirySeconds, parseObjectKey } from './object-keys';

/**
 * The URL a client reads the profile image from: a signed, expiring read URL of the stored key, or
 * null without an image. A value that is not one of our keys (an absolute URL from an import) is
 * passed on as it is; anything else is dropped.
 */
export async function profileImageUrl(
  files: FileStorage,
  user: { readonly profileImage: string | null; readonly profileImageType: string | null },
  now: Date,
): Promise<string | null> {
  const stored = user.profileImage;
  if (!stored) return null;
  if (!parseObjectKey(stored)) return /^https:\/\//.test(stored) ? stored : null;
  const signed = await files.createDownloadUrl(stored, {
    expiresInSeconds: downloadExpirySeconds(now),
    contentType: user.profileImageType ?? 'application/octet-stream',
  });
  return signed.url;
}
