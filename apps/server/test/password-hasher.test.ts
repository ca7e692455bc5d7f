import { describe, expect, it } from 'vitest';
import { productionPasswordHashCost } from '../src/config';
import { createPasswordHasher, describeHash } from '../src/services/password-hasher';

describe('password hashing (scrypt, node:crypto)', () => {
  it('uses OWASP parameters in production: N = 2^17, r = 8, p = 1', async () => {
    const hasher = createPasswordHasher(productionPasswordHashCost);
    const stored = await hasher.hash('Demo@12345');
    expect(describeHash(stored)).toEqual({ N: 131072, r: 8, p: 1 });
    expect(await hasher.verify('Demo@12345', stored)).toBe(true);
    expect(await hasher.verify('Demo@12346', stored)).toBe(false);
  });

  it('salts every hash, verifies hashes of another cost, and rejects tampered or foreign strings', async () => {
    const cheap = createPasswordHasher(10);
    const first = await cheap.hash('Secret@123');
    const second = await cheap.hash('Secret@123');
    expect(first).not.toBe(second);
    // A hash made at cost 10 still verifies after the configured cost changes.
    expect(await createPasswordHasher(12).verify('Secret@123', first)).toBe(true);
    const parts = first.split('$');
    parts[5] = Buffer.alloc(32, 1).toString('base64url');
    expect(await cheap.verify('Secret@123', parts.join('$'))).toBe(false);
    expect(await cheap.verify('Secret@123', 'plaintext')).toBe(false);
    expect(await cheap.verify('Secret@123', 'bcrypt$10$8$1$a$b')).toBe(false);
  });
});
