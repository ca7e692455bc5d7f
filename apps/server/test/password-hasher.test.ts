import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { productionPasswordHashing } from '../src/config';
import { createPasswordHasher, describeHash } from '../src/modules/account/password-hasher';

const cheap = { memoryKiB: 1024, iterations: 1 };

/** A hash in the first release's format: scrypt$<log2 N>$<r>$<p>$<salt>$<key>, all base64url. */
function legacyScryptHash(password: string, cost = 10): string {
  const salt = Buffer.alloc(16, 7);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N: 2 ** cost, r: 8, p: 1 });
  return ['scrypt', cost, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('password hashing (Argon2id)', () => {
  it('uses the production parameters, above OWASP minimum (m = 19 MiB, t = 2): m = 64 MiB, t = 4, p = 1', async () => {
    expect(productionPasswordHashing.memoryKiB).toBeGreaterThanOrEqual(19 * 1024);
    const hasher = createPasswordHasher(productionPasswordHashing);
    const stored = await hasher.hash('Demo@12345');
    expect(describeHash(stored)).toEqual({ algorithm: 'argon2id', memoryKiB: 65_536, iterations: 4, parallelism: 1 });
    expect(await hasher.verify('Demo@12345', stored)).toBe(true);
    expect(await hasher.verify('Demo@12346', stored)).toBe(false);
    expect(hasher.needsRehash(stored)).toBe(false);
  });

  it('salts every hash, verifies hashes of other parameters, and rejects tampered or foreign strings', async () => {
    const hasher = createPasswordHasher(cheap);
    const first = await hasher.hash('Secret@123');
    const second = await hasher.hash('Secret@123');
    expect(first).not.toBe(second);
    // Made at 1 MiB, still verifies after the configured parameters change.
    expect(await createPasswordHasher({ memoryKiB: 2048, iterations: 2 }).verify('Secret@123', first)).toBe(true);
    const tampered = first.slice(0, -4) + (first.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect(await hasher.verify('Secret@123', tampered)).toBe(false);
    expect(await hasher.verify('Secret@123', 'plaintext')).toBe(false);
    expect(await hasher.verify('Secret@123', '$argon2id$v=19$garbage')).toBe(false);
    expect(await hasher.verify('Secret@123', 'bcrypt$10$8$1$a$b')).toBe(false);
  });

  it('normalises the password (NFKC), so the same text composed differently verifies', async () => {
    const hasher = createPasswordHasher(cheap);
    const stored = await hasher.hash('Caf\u00e9@1234');
    expect(await hasher.verify('Cafe\u0301@1234', stored)).toBe(true);
  });

  it('still verifies the first release scrypt hashes, and asks for them (and weaker Argon2id) to be rehashed', async () => {
    const hasher = createPasswordHasher(cheap);
    const legacy = legacyScryptHash('Secret@123');
    expect(await hasher.verify('Secret@123', legacy)).toBe(true);
    expect(await hasher.verify('Secret@124', legacy)).toBe(false);
    expect(await hasher.verify('Secret@123', 'scrypt$99$8$1$AAAA$BBBB')).toBe(false);
    expect(hasher.needsRehash(legacy)).toBe(true);
    const weak = await hasher.hash('Secret@123');
    expect(createPasswordHasher({ memoryKiB: 2048, iterations: 1 }).needsRehash(weak)).toBe(true);
    expect(createPasswordHasher({ memoryKiB: 1024, iterations: 2 }).needsRehash(weak)).toBe(true);
    expect(hasher.needsRehash(weak)).toBe(false);
  });
});
