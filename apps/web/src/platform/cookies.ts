import { decryptValue, encryptValue } from './crypto';

/*
 * Cookies shared across the product's domain (spec 4: cart and sign-up drafts), optionally
 * encrypted. `CookieJar` is the part of `document` we touch, so tests can pass a fake one.
 */

export interface CookieJar {
  cookie: string;
}

export interface CookieOptions {
  /** Domain the cookie is shared across, e.g. ".example.com"; the current host when absent. */
  domain?: string;
  /** Lifetime in days; a session cookie when absent. */
  days?: number;
  /** Encrypt the value with this key. */
  encryptionKey?: string;
}

function defaultJar(): CookieJar | null {
  return typeof document === 'undefined' ? null : document;
}

/** Parses `document.cookie` into name/value pairs (values still URI-encoded). */
export function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    cookies.set(part.slice(0, index).trim(), part.slice(index + 1).trim());
  }
  return cookies;
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

export function deleteCookie(name: string, domain?: string, jar = defaultJar()): void {
  if (!jar) return;
  const parts = [`${name}=`, 'path=/', 'max-age=0'];
  if (domain) parts.push(`domain=${domain}`);
  jar.cookie = parts.join('; ');
}

/** spec 4: logout clears all cookies (those visible to script, on this host and the shared domain). */
export function clearAllCookies(domain?: string, jar = defaultJar()): void {
  if (!jar) return;
  for (const name of parseCookies(jar.cookie).keys()) {
    deleteCookie(name, undefined, jar);
    if (domain) deleteCookie(name, domain, jar);
  }
}
