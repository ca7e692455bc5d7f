import { describe, expect, it } from 'vitest';
import { decryptValue, encryptValue } from './crypto';

const key = 'test-route-key';

describe('route parameter encryption', () => {
  it('round-trips and is URL-safe', () => {
    for (const value of ['42', 'INV-2026-0001', 'ümlaut / slash + plus']) {
      const cipher = encryptValue(value, key);
      expect(cipher).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decryptValue(cipher, key)).toBe(value);
    }
  });

  it('gives null for a tampered text, another key or garbage', () => {
    const cipher = encryptValue('42', key);
    const flipped = cipher.slice(0, 20) + (cipher[20] === 'A' ? 'B' : 'A') + cipher.slice(21);
    expect(decryptValue(flipped, key)).not.toBe('42');
    expect(decryptValue(cipher, 'other-key')).toBeNull();
    expect(decryptValue('42', key)).toBeNull();
    expect(decryptValue('not base64 at all!', key)).toBeNull();
    expect(decryptValue(cipher.slice(0, -4), key)).toBeNull();
  });
});
