import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 signatures for the local driver's file URLs. The signed text names the method, the
 * key, the expiry and every limit the URL carries, so none can be changed without the secret.
 */
export function createUrlSigner(secret: string) {
  const sign = (fields: readonly (string | number)[]) =>
    createHmac('sha256', secret).update(['v1', ...fields.map(String)].join('\n')).digest('base64url');
  return {
    sign,
    /** Constant-time comparison (no early exit on the first differing byte). */
    verify(fields: readonly (string | number)[], signature: string): boolean {
      const expected = Buffer.from(sign(fields));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type UrlSigner = ReturnType<typeof createUrlSigner>;
