import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The DICOM token (spec 7: dicomService/token/refresh): what the viewer sends with each WADO-URI
 * request. Scoped to one candidate and one course (SOSId), minutes long, and signed with an HMAC-SHA256
 * key derived from the server's token signing key, so every instance checks it without a database
 * read per image. `<payload>.<signature>`, both base64url; the payload is JSON
 * `{ v: 1, u: userId, c: candidateSosId, s: sosId, e: expiry (unix seconds) }`.
 */
export interface DicomTokenClaims {
  readonly userId: string;
  readonly candidateSosId: number;
  readonly sosId: number;
  readonly expiresAt: Date;
}

export type DicomTokenCheck = { readonly ok: true; readonly claims: DicomTokenClaims } | { readonly ok: false; readonly reason: 'malformed' | 'signature' | 'expired' };

export function dicomTokenKey(tokenSigningKey: string): Buffer {
  return createHmac('sha256', tokenSigningKey).update('imaging: dicom token v1').digest();
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(`dicom-token.v1.${payload}`).digest();

export function issueDicomToken(key: Buffer, claims: DicomTokenClaims): string {
  const payload = Buffer.from(
    JSON.stringify({ v: 1, u: claims.userId, c: claims.candidateSosId, s: claims.sosId, e: Math.floor(claims.expiresAt.getTime() / 1000) }),
  ).toString('base64url');
  return `${payload}.${sign(key, payload).toString('base64url')}`;
}

export function checkDicomToken(key: Buffer, token: string, now: Date): DicomTokenCheck {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined || !/^[A-Za-z0-9_-]+$/.test(payload) || !/^[A-Za-z0-9_-]+$/.test(signature)) return { ok: false, reason: 'malformed' };
  const expected = sign(key, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  let parsed: { v?: unknown; u?: unknown; c?: unknown; s?: unknown; e?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof parsed;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (parsed.v !== 1 || typeof parsed.u !== 'string' || typeof parsed.c !== 'number' || typeof parsed.s !== 'number' || typeof parsed.e !== 'number') return { ok: false, reason: 'malformed' };
  if (parsed.e * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { userId: parsed.u, candidateSosId: parsed.c, sosId: parsed.s, expiresAt: new Date(parsed.e * 1000) } };
}
