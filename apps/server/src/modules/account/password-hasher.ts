import { scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';

/** Argon2id cost: memory in KiB and passes (parallelism is always 1). */
export interface PasswordHashParameters {
  readonly memoryKiB: number;
  readonly iterations: number;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** True when a stored hash was made with another scheme or weaker parameters than the configured ones. */
  needsRehash(stored: string): boolean;
}

// Hashes are computed on libuv's thread pool by a native Argon2 (no event-loop blocking), and the
// password is normalised so the same text typed on another keyboard layout/OS verifies.
const normalise = (password: string) => password.normalize('NFKC');

/**
 * Argon2id (RFC 9106, OWASP's first choice) through @node-rs/argon2. The stored string is the
 * standard PHC encoding (`$argon2id$v=19$m=65536,t=4,p=1$salt$hash`) carrying its own parameters,
 * so hashes made at other parameters still verify, and `needsRehash` tells the login to upgrade them.
 *
 * Hashes of the first release (`scrypt$17$8$1$salt$hash`, node:crypto scrypt) still verify and are
 * rehashed to Argon2id on the next successful login.
 */
export function createPasswordHasher(parameters: PasswordHashParameters): PasswordHasher {
  const options = { memoryCost: parameters.memoryKiB, timeCost: parameters.iterations, parallelism: 1, outputLen: 32 };
  return {
    hash: (password) => argon2Hash(normalise(password), options),
    async verify(password, stored) {
      if (stored.startsWith('scrypt$')) return verifyLegacyScrypt(normalise(password), stored);
      if (!stored.startsWith('$argon2id$')) return false;
      try {
        return await argon2Verify(stored, normalise(password));
      } catch {
        // A malformed stored string is a failed verification, never a 500.
        return false;
      }
    },
    needsRehash(stored) {
      const described = describeHash(stored);
      return (
        described?.algorithm !== 'argon2id' ||
        described.memoryKiB < parameters.memoryKiB ||
        described.iterations < parameters.iterations
      );
    },
  };
}

/** Parameters a stored hash was made with (tests prove production hashes use the configured ones). */
export function describeHash(stored: string): { algorithm: 'argon2id'; memoryKiB: number; iterations: number; parallelism: number } | undefined {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
  if (!match) return undefined;
  return { algorithm: 'argon2id', memoryKiB: Number(match[1]), iterations: Number(match[2]), parallelism: Number(match[3]) };
}

function verifyLegacyScrypt(password: string, stored: string): Promise<boolean> {
  const [, cost, r, p, salt, hash] = stored.split('$');
  if (!cost || !r || !p || !salt || !hash) return Promise.resolve(false);
  const N = 2 ** Number(cost);
  const expected = Buffer.from(hash, 'base64url');
  // scrypt needs 128 * N * r bytes; Node's default maxmem (32 MiB) is too small for N=2^17.
  const options: ScryptOptions = { N, r: Number(r), p: Number(p), maxmem: 256 * N * Number(r) };
  return new Promise((resolve) => {
    try {
      scryptCallback(password, Buffer.from(salt, 'base64url'), expected.length || 32, options, (error, key) =>
        resolve(!error && key.length === expected.length && timingSafeEqual(key, expected)),
      );
    } catch {
      // Parameters node:crypto refuses outright (a damaged stored string): not a match.
      resolve(false);
    }
  });
}
