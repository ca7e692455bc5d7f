import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const keyLength = 32;
const blockSize = 8;
const parallelization = 1;

function scrypt(password: string, salt: Buffer, cost: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** cost;
  // scrypt needs 128 * N * r bytes; Node's default maxmem (32 MiB) is exactly too small for N=2^17.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
}

/**
 * scrypt (node:crypto) at OWASP's parameters by default: N = 2^17, r = 8, p = 1. The stored string
 * carries its own parameters (`scrypt$17$8$1$salt$hash`), so hashes made at a lower test cost, or
 * at a future higher one, still verify.
 */
export function createPasswordHasher(cost: number): PasswordHasher {
  return {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await scrypt(password, salt, cost, blockSize, parallelization);
      return ['scrypt', cost, blockSize, parallelization, salt.toString('base64url'), key.toString('base64url')].join('$');
    },
    async verify(password, stored) {
      const [scheme, storedCost, r, p, salt, hash] = stored.split('$');
      if (scheme !== 'scrypt' || !storedCost || !r || !p || !salt || !hash) return false;
      const expected = Buffer.from(hash, 'base64url');
      const actual = await scrypt(password, Buffer.from(salt, 'base64url'), Number(storedCost), Number(r), Number(p));
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}

/** Parameters a stored hash was made with (tests prove production hashes use OWASP's). */
export function describeHash(stored: string): { N: number; r: number; p: number } {
  const [, cost, r, p] = stored.split('$');
  return { N: 2 ** Number(cost), r: Number(r), p: Number(p) };
}
