import { defaultJar, parseCookies } from './cookie-jar';
import { decryptValue, encryptValue } from './crypto';

export { clearAllCookies, deleteCookie, parseCookies, type CookieJar } from './cookie-jar';

/*
 * Cookies shared across the product's domain (spec 4: cart and sign-up drafts), optionally
 * encrypted with the route key (crypto-js AES).
 */

export interface CookieOptions {
  /** Domain the cookie is shared across, e.g. ".example.com"; the current host when absent. */
  domain?: string;
  /** Lifetime in days; a session cookie when absent. */
  days?: number;
  /** Encrypt the value with this key. */
  encryptionKey?: string;
}

export function setCookie(
  name: string,
  value: string,
  options: CookieOptions = {},
  jar = defaultJar(),
): void {
  if (!jar) return;
  const stored = options.encryptionKey ? encryptValue(value, options.encryptionKey) : value;
  const parts = [
    `${encodeURIComponent(name)}=${encodeURIComponent(stored)}`,
    'path=/',
    'SameSite=Lax',
  ];
  if (options.domain) parts.push(`domain=${options.domain}`);
  if (options.days !== undefined) parts.push(`max-age=${Math.round(options.days * 86_400)}`);
  if (globalThis.location?.protocol === 'https:') parts.push('Secure');
  jar.cookie = parts.join('; ');
}

/** Reads a cookie; an encrypted one that does not decrypt is null. */
export function getCookie(
  name: string,
  options: Pick<CookieOptions, 'encryptionKey'> = {},
  jar = defaultJar(),
): string | null {
  if (!jar) return null;
  const raw = parseCookies(jar.cookie).get(encodeURIComponent(name));
  if (raw === undefined) return null;
  const value = decodeURIComponent(raw);
  return options.encryptionKey ? decryptValue(value, options.encryptionKey) : value;
}
