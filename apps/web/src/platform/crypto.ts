import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

/*
 * Route-parameter and cookie encryption with crypto-js AES (passphrase mode). The key comes from the
 * build config: it ships in the bundle, so this hides ids from casual editing, it is not a secret.
 * The ciphertext is made URL-safe (base64url without padding) so it can sit in a path segment.
 */

function toUrlSafe(base64: string): string {
  return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromUrlSafe(urlSafe: string): string {
  const base64 = urlSafe.replace(/-/g, '+').replace(/_/g, '/');
  return base64 + '='.repeat((4 - (base64.length % 4)) % 4);
}

/** Encrypts a value for use in a URL path segment or a cookie. */
export function encryptValue(value: string, key: string): string {
  return toUrlSafe(AES.encrypt(value, key).toString());
}

/**
 * Decrypts a value made by {@link encryptValue}. Returns null when the text was tampered with, was
 * made with another key or is not ciphertext at all (spec: decrypt failure -> page-not-found).
 */
export function decryptValue(cipherText: string, key: string): string | null {
  if (!/^[A-Za-z0-9_-]{16,}$/.test(cipherText)) return null;
  try {
    const plain = AES.decrypt(fromUrlSafe(cipherText), key).toString(Utf8);
    return plain.length > 0 ? plain : null;
  } catch {
    // Malformed UTF-8 after a wrong key or a flipped byte.
    return null;
  }
}
