import { describe, expect, it } from 'vitest';
import { clearAllCookies, getCookie, parseCookies, setCookie, type CookieJar } from './cookies';

/** A cookie jar that behaves like document.cookie for name/value and max-age=0 deletion. */
function fakeJar(): CookieJar & { writes: string[] } {
  const values = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...values].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const [name = '', value = ''] = pair.split('=');
      if (attributes.includes('max-age=0')) values.delete(name);
      else values.set(name, value);
    },
  };
}

describe('cookies', () => {
  it('stores plain and encrypted values', () => {
    const jar = fakeJar();
    setCookie('cart', 'a;b c', {}, jar);
    setCookie(
      'draft',
      '{"userName":"amy"}',
      { encryptionKey: 'k', domain: '.example.com', days: 1 },
      jar,
    );
    expect(getCookie('cart', {}, jar)).toBe('a;b c');
    expect(getCookie('draft', {}, jar)).not.toContain('amy');
    expect(getCookie('draft', { encryptionKey: 'k' }, jar)).toBe('{"userName":"amy"}');
    expect(getCookie('draft', { encryptionKey: 'wrong' }, jar)).toBeNull();
    expect(jar.writes[1]).toContain('domain=.example.com');
    expect(jar.writes[1]).toContain('max-age=86400');
  });

  it('clears every cookie', () => {
    const jar = fakeJar();
    setCookie('a', '1', {}, jar);
    setCookie('b', '2', {}, jar);
    clearAllCookies('.example.com', jar);
    expect(jar.cookie).toBe('');
    expect(jar.writes.filter((line) => line.includes('domain=.example.com'))).toHaveLength(2);
  });

  it('parses a cookie header', () => {
    expect([...parseCookies('a=1; b=x=y; ;bad').entries()]).toEqual([
      ['a', '1'],
      ['b', 'x=y'],
    ]);
  });
});
