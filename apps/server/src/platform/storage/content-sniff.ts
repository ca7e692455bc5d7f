/**
 * File type by magic bytes, for the types the portal takes (UploadLimits of @portal/domain): PDF,
 * JPEG, PNG and WebP by four fixed signatures (ISO 32000 §7.5.2, JFIF/Exif SOI marker, PNG §5.2,
 * RIFF/WEBP), and Office documents (issue 14): OLE2 compound files (.doc/.xls/.ppt: the CFB magic
 * and the stream name of the application, WordDocument / Workbook / PowerPoint Document, in the
 * directory) and OOXML (.docx/.xlsx/.pptx: a zip whose entries include [Content_Types].xml and the
 * main part, word/document.xml / xl/workbook.xml / ppt/presentation.xml). A declared type is never
 * trusted: a renamed .exe stays an .exe, a zip or OLE2 file of another kind (an .msi) is refused.
 * Office parts are looked for in the first `sniffBytes` (64 KiB): a document whose main part or
 * directory lies further in is refused (116), never taken for another type.
 */
export const sniffBytes = 64 * 1024;

const startsWith = (head: Uint8Array, signature: readonly number[], offset = 0) =>
  head.length >= offset + signature.length && signature.every((byte, index) => head[offset + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

const signatures: readonly { type: string; test: (head: Uint8Array) => boolean }[] = [
  { type: 'application/pdf', test: (head) => startsWith(head, ascii('%PDF-')) },
  { type: 'image/jpeg', test: (head) => startsWith(head, [0xff, 0xd8, 0xff]) },
  { type: 'image/png', test: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/webp', test: (head) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8) },
];

const contains = (head: Uint8Array, needle: readonly number[]) => Buffer.from(head.buffer, head.byteOffset, head.byteLength).includes(Buffer.from(needle));
const utf16 = (text: string) => [...text].flatMap((character) => [character.charCodeAt(0), 0]);

const ole2Magic = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** OLE2 (CFB) documents by the application's main stream in the directory (names are UTF-16LE). */
const ole2Types: readonly { type: string; stream: string }[] = [
  { type: 'application/msword', stream: 'WordDocument' },
  { type: 'application/vnd.ms-excel', stream: 'Workbook' },
  { type: 'application/vnd.ms-powerpoint', stream: 'PowerPoint Document' },
];
const zipMagic = [0x50, 0x4b, 0x03, 0x04];
/** OOXML packages by their main part's entry name (zip entry names are stored as plain bytes). */
const ooxmlTypes: readonly { type: string; part: string }[] = [
  { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', part: 'word/document.xml' },
  { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', part: 'xl/workbook.xml' },
  { type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', part: 'ppt/presentation.xml' },
];

function sniffOffice(head: Uint8Array): string | null {
  if (startsWith(head, ole2Magic)) return ole2Types.find((entry) => contains(head, utf16(entry.stream)))?.type ?? null;
  if (startsWith(head, zipMagic) && contains(head, ascii('[Content_Types].xml')))
    return ooxmlTypes.find((entry) => contains(head, ascii(entry.part)))?.type ?? null;
  return null;
}

/** The type the first bytes show, or null when they match none the portal takes. */
export function sniffContentType(head: Uint8Array): string | null {
  return signatures.find((signature) => signature.test(head))?.type ?? sniffOffice(head);
}

/** `image/JPEG; charset=x` -> `image/jpeg`; the non-standard `image/jpg` counts as JPEG. */
export function normaliseContentType(contentType: string): string {
  const base = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  return base === 'image/jpg' || base === 'image/pjpeg' ? 'image/jpeg' : base;
}

/** Do these first bytes really hold `contentType`? */
export const matchesContentType = (head: Uint8Array, contentType: string) => sniffContentType(head) === normaliseContentType(contentType);
