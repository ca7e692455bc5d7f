/*
 * The cookie jar without encryption: parsing, deleting and clearing cookies. Kept apart from
 * cookies.ts (which encrypts with crypto-js) so logout does not pull crypto-js into the entry chunk.
 * `CookieJar` is the part of `document` we touch, so tests can pass a fake one.
 */

export interface CookieJar {
  cookie: string;
}

export function defaultJar(): CookieJar | null {
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
