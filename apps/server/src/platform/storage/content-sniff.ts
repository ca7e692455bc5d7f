/**
 * File type by magic bytes, for the types the portal takes (UploadLimits of @portal/domain): PDF,
 * JPEG, PNG and WebP. A declared type is never trusted: a renamed .exe stays an .exe. Small on
 * purpose: four fixed signatures (ISO 32000 §7.5.2, JFIF/Exif SOI marker, PNG §5.2, RIFF/WEBP).
 */
export const sniffBytes = 12;

const startsWith = (head: Uint8Array, signature: readonly number[], offset = 0) =>
  head.length >= offset + signature.length && signature.every((byte, index) => head[offset + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

const signatures: readonly { type: string; test: (head: Uint8Array) => boolean }[] = [
  { type: 'application/pdf', test: (head) => startsWith(head, ascii('%PDF-')) },
  { type: 'image/jpeg', test: (head) => startsWith(head, [0xff, 0xd8, 0xff]) },
  { type: 'image/png', test: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/webp', test: (head) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8) },
];

/** The type the first bytes show, or null when they match none the portal takes. */
export function sniffContentType(head: Uint8Array): string | null {
  return signatures.find((signature) => signature.test(head))?.type ?? null;
}

/** `image/JPEG; charset=x` -> `image/jpeg`; the non-standard `image/jpg` counts as JPEG. */
export function normaliseContentType(contentType: string): string {
  const base = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  return base === 'image/jpg' || base === 'image/pjpeg' ? 'image/jpeg' : base;
}

/** Do these first bytes really hold `contentType`? */
export const matchesContentType = (head: Uint8Array, contentType: string) => sniffContentType(head) === normaliseContentType(contentType);
