/**
 * A small DICOM Part-10 reader and writer (PS3.10 file format, PS3.5 data encoding), enough for the
 * imaging module: validating imported files, rewriting them de-identified, and writing the generated
 * demo studies. Little endian only: implicit VR (1.2.840.10008.1.2), explicit VR
 * (1.2.840.10008.1.2.1) and the encapsulated syntaxes (JPEG, JPEG-LS, JPEG 2000, RLE), whose
 * headers are explicit VR little endian and whose pixel fragments are kept byte for byte. Big
 * endian (retired) and deflate are refused. Sequences are read into items, so de-identification
 * reaches nested attributes; a file is written back in its own transfer syntax.
 */

export const TransferSyntax = {
  implicitLittleEndian: '1.2.840.10008.1.2',
  explicitLittleEndian: '1.2.840.10008.1.2.1',
  deflatedExplicitLittleEndian: '1.2.840.10008.1.2.1.99',
  explicitBigEndian: '1.2.840.10008.1.2.2',
  rle: '1.2.840.10008.1.2.5',
} as const;

/** Encapsulated syntaxes whose dataset headers we read: RLE and the JPEG family (1.2.840.10008.1.2.4.*). */
export function isEncapsulated(transferSyntax: string): boolean {
  return transferSyntax === TransferSyntax.rle || transferSyntax.startsWith('1.2.840.10008.1.2.4.');
}

export function isReadableTransferSyntax(transferSyntax: string): boolean {
  return transferSyntax === TransferSyntax.implicitLittleEndian || transferSyntax === TransferSyntax.explicitLittleEndian || isEncapsulated(transferSyntax);
}

export class DicomFormatError extends Error {}

/** One attribute: a (group, element) tag, its VR ('' when read implicit), and bytes or sequence items. */
export interface DicomElement {
  readonly tag: number;
  readonly vr: string;
  /** The value bytes (even length); for encapsulated pixel data, the items up to the delimiter's end. */
  readonly value?: Uint8Array;
  /** Sequence items, each a list of elements. */
  readonly items?: DicomElement[][];
  /** Encapsulated pixel data: written with an undefined length. */
  readonly encapsulated?: boolean;
}

export interface DicomFile {
  readonly meta: DicomElement[];
  readonly dataset: DicomElement[];
  readonly transferSyntax: string;
}

export const tag = (group: number, element: number): number => ((group << 16) | element) >>> 0;
export const tagGroup = (value: number): number => value >>> 16;
export const formatTag = (value: number): string => `(${(value >>> 16).toString(16).padStart(4, '0').toUpperCase()},${(value & 0xffff).toString(16).padStart(4, '0').toUpperCase()})`;

const longLengthVrs = new Set(['OB', 'OD', 'OF', 'OL', 'OV', 'OW', 'SQ', 'SV', 'UC', 'UN', 'UR', 'UT', 'UV']);
const validVr = /^[A-Z]{2}$/;
const itemTag = tag(0xfffe, 0xe000);
const itemDelimiter = tag(0xfffe, 0xe00d);
const sequenceDelimiter = tag(0xfffe, 0xe0dd);
const undefinedLength = 0xffffffff;
export const Tags = {
  transferSyntaxUid: tag(0x0002, 0x0010),
  mediaStorageSopClassUid: tag(0x0002, 0x0002),
  mediaStorageSopInstanceUid: tag(0x0002, 0x0003),
  pixelData: tag(0x7fe0, 0x0010),
} as const;

class Reader {
  offset: number;
  private readonly view: DataView;
  constructor(
    readonly bytes: Uint8Array,
    start: number,
    readonly explicit: boolean,
  ) {
    this.offset = start;
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  need(count: number): void {
    if (this.offset + count > this.bytes.length) throw new DicomFormatError(`the file ends inside an attribute (at byte ${this.offset})`);
  }
  uint16(): number {
    this.need(2);
    const value = this.view.getUint16(this.offset, true);
    this.offset += 2;
    return value;
  }
  uint32(): number {
    this.need(4);
    const value = this.view.getUint32(this.offset, true);
    this.offset += 4;
    return value;
  }
  tag(): number {
    const group = this.uint16();
    return tag(group, this.uint16());
  }
  take(length: number): Uint8Array {
    this.need(length);
    const slice = this.bytes.subarray(this.offset, this.offset + length);
    this.offset += length;
    return slice;
  }
}

function readElement(reader: Reader, implicitVrOf: (tag: number) => string): DicomElement {
  const elementTag = reader.tag();
  let vr: string;
  let length: number;
  if (reader.explicit) {
    reader.need(2);
    vr = String.fromCharCode(reader.bytes[reader.offset]!, reader.bytes[reader.offset + 1]!);
    reader.offset += 2;
    if (!validVr.test(vr)) throw new DicomFormatError(`attribute ${formatTag(elementTag)} has no valid value representation`);
    if (longLengthVrs.has(vr)) {
      reader.uint16();
      length = reader.uint32();
    } else {
      length = reader.uint16();
    }
  } else {
    vr = implicitVrOf(elementTag);
    length = reader.uint32();
  }
  if (elementTag === Tags.pixelData && length === undefinedLength) {
    const start = reader.offset;
    for (;;) {
      const itemKind = reader.tag();
      const itemLength = reader.uint32();
      if (itemKind === sequenceDelimiter) break;
      if (itemKind !== itemTag) throw new DicomFormatError('the encapsulated pixel data has a malformed fragment');
      reader.take(itemLength);
    }
    return { tag: elementTag, vr: vr || 'OB', value: reader.bytes.subarray(start, reader.offset), encapsulated: true };
  }
  if (vr === 'SQ' || length === undefinedLength) {
    if (vr !== 'SQ' && vr !== '' && vr !== 'UN') throw new DicomFormatError(`attribute ${formatTag(elementTag)} has an undefined length`);
    return { tag: elementTag, vr: vr || 'SQ', items: readItems(reader, length, implicitVrOf) };
  }
  if (length % 2 !== 0) throw new DicomFormatError(`attribute ${formatTag(elementTag)} has an odd length (${length})`);
  if (!reader.explicit && length >= 8 && startsWithItem(reader)) {
    // Implicit VR names no SQ: a value that opens with an item tag is a sequence of defined length.
    return { tag: elementTag, vr: 'SQ', items: readItems(reader, length, implicitVrOf) };
  }
  return { tag: elementTag, vr, value: reader.take(length) };
}

function startsWithItem(reader: Reader): boolean {
  reader.need(4);
  const view = new DataView(reader.bytes.buffer, reader.bytes.byteOffset + reader.offset, 4);
  return tag(view.getUint16(0, true), view.getUint16(2, true)) === itemTag;
}

function readItems(reader: Reader, length: number, implicitVrOf: (tag: number) => string): DicomElement[][] {
  const end = length === undefinedLength ? Number.POSITIVE_INFINITY : reader.offset + length;
  const items: DicomElement[][] = [];
  while (reader.offset < end) {
    const itemKind = reader.tag();
    const itemLength = reader.uint32();
    if (itemKind === sequenceDelimiter) break;
    if (itemKind !== itemTag) throw new DicomFormatError('a sequence holds something that is not an item');
    const itemEnd = itemLength === undefinedLength ? Number.POSITIVE_INFINITY : reader.offset + itemLength;
    const elements: DicomElement[] = [];
    while (reader.offset < itemEnd) {
      if (itemLength === undefinedLength) {
        reader.need(8);
        const view = new DataView(reader.bytes.buffer, reader.bytes.byteOffset + reader.offset, 8);
        if (tag(view.getUint16(0, true), view.getUint16(2, true)) === itemDelimiter) {
          reader.offset += 8;
          break;
        }
      }
      elements.push(readElement(reader, implicitVrOf));
    }
    items.push(elements);
  }
  return items;
}

/** The implicit-VR reader only needs to know which attributes are text or sequences it must open. */
const implicitVrOf = (value: number): string => (value === Tags.pixelData ? 'OW' : '');

/** Reads a Part-10 file; throws DicomFormatError naming what is wrong. */
export function readDicomFile(bytes: Uint8Array): DicomFile {
  if (bytes.length < 132 || String.fromCharCode(...bytes.subarray(128, 132)) !== 'DICM') {
    throw new DicomFormatError('not a DICOM Part-10 file (no DICM prefix at byte 128)');
  }
  const metaReader = new Reader(bytes, 132, true);
  const meta: DicomElement[] = [];
  while (metaReader.offset + 2 <= bytes.length && new DataView(bytes.buffer, bytes.byteOffset + metaReader.offset, 2).getUint16(0, true) === 0x0002) {
    meta.push(readElement(metaReader, implicitVrOf));
  }
  const syntaxElement = meta.find((element) => element.tag === Tags.transferSyntaxUid);
  if (!syntaxElement?.value) throw new DicomFormatError('the file meta information has no transfer syntax (0002,0010)');
  const transferSyntax = decodeText(syntaxElement.value);
  if (!isReadableTransferSyntax(transferSyntax)) throw new DicomFormatError(`unsupported transfer syntax ${transferSyntax} (big endian and deflate are not taken)`);
  const reader = new Reader(bytes, metaReader.offset, transferSyntax !== TransferSyntax.implicitLittleEndian);
  const dataset: DicomElement[] = [];
  while (reader.offset < bytes.length) dataset.push(readElement(reader, implicitVrOf));
  return { meta, dataset, transferSyntax };
}

/** A text value without its padding (space or NUL). */
export function decodeText(value: Uint8Array): string {
  return new TextDecoder('latin1').decode(value).replace(/[\0 ]+$/, '').replace(/^ +/, '');
}

export function findElement(elements: readonly DicomElement[], wanted: number): DicomElement | undefined {
  return elements.find((element) => element.tag === wanted);
}

export function textOf(elements: readonly DicomElement[], wanted: number): string | undefined {
  const value = findElement(elements, wanted)?.value;
  return value ? decodeText(value) : undefined;
}

export function uint16Of(elements: readonly DicomElement[], wanted: number): number | undefined {
  const value = findElement(elements, wanted)?.value;
  return value && value.length >= 2 ? new DataView(value.buffer, value.byteOffset, 2).getUint16(0, true) : undefined;
}

/** Text padded to even length (UI with NUL, other text with a space). */
export function encodeText(text: string, vr: string): Uint8Array {
  const bytes = new TextEncoder().encode(text);
  if (bytes.length % 2 === 0) return bytes;
  const padded = new Uint8Array(bytes.length + 1);
  padded.set(bytes);
  padded[bytes.length] = vr === 'UI' ? 0 : 0x20;
  return padded;
}

export const textElement = (elementTag: number, vr: string, text: string): DicomElement => ({ tag: elementTag, vr, value: encodeText(text, vr) });

export function uint16Element(elementTag: number, value: number): DicomElement {
  const bytes = new Uint8Array(2);
  new DataView(bytes.buffer).setUint16(0, value, true);
  return { tag: elementTag, vr: 'US', value: bytes };
}

class Writer {
  private chunks: Uint8Array[] = [];
  length = 0;
  push(bytes: Uint8Array): void {
    this.chunks.push(bytes);
    this.length += bytes.length;
  }
  header(elementTag: number, vr: string, length: number, explicit: boolean): void {
    const longForm = !explicit || longLengthVrs.has(vr);
    const bytes = new Uint8Array(explicit ? (longForm ? 12 : 8) : 8);
    const view = new DataView(bytes.buffer);
    view.setUint16(0, elementTag >>> 16, true);
    view.setUint16(2, elementTag & 0xffff, true);
    if (!explicit) {
      view.setUint32(4, length, true);
    } else {
      bytes[4] = vr.charCodeAt(0);
      bytes[5] = vr.charCodeAt(1);
      if (longForm) view.setUint32(8, length, true);
      else view.setUint16(6, length, true);
    }
    this.push(bytes);
  }
  concat(): Uint8Array {
    const out = new Uint8Array(this.length);
    let offset = 0;
    for (const chunk of this.chunks) {
      out.set(chunk, offset);
      offset += chunk.length;
    }
    return out;
  }
}

const sortedByTag = (elements: readonly DicomElement[]) => [...elements].sort((a, b) => a.tag - b.tag);

function writeElements(writer: Writer, elements: readonly DicomElement[], explicit: boolean): void {
  for (const element of sortedByTag(elements)) {
    if (element.items) {
      // Sequences and items are written with undefined lengths and delimiters: no lengths to precompute.
      writer.header(element.tag, 'SQ', undefinedLength, explicit);
      for (const item of element.items) {
        writer.header(itemTag, '', undefinedLength, false);
        writeElements(writer, item, explicit);
        writer.header(itemDelimiter, '', 0, false);
      }
      writer.header(sequenceDelimiter, '', 0, false);
    } else if (element.encapsulated) {
      writer.header(element.tag, element.vr || 'OB', undefinedLength, explicit);
      writer.push(element.value ?? new Uint8Array());
    } else {
      const value = element.value ?? new Uint8Array();
      if (value.length % 2 !== 0) throw new DicomFormatError(`attribute ${formatTag(element.tag)} has an odd length`);
      if (explicit && !longLengthVrs.has(element.vr) && value.length > 0xffff) throw new DicomFormatError(`attribute ${formatTag(element.tag)} is too long for its VR`);
      writer.header(element.tag, element.vr || 'UN', value.length, explicit);
      writer.push(value);
    }
  }
}

/**
 * A Part-10 file: 128-byte preamble, DICM, the meta group (explicit VR; its group length
 * recomputed), then the dataset in `transferSyntax`.
 */
export function writeDicomFile(file: DicomFile): Uint8Array {
  const metaBody = new Writer();
  const meta = file.meta.filter((element) => element.tag !== tag(0x0002, 0x0000));
  writeElements(metaBody, meta, true);
  const groupLength = new Uint8Array(4);
  new DataView(groupLength.buffer).setUint32(0, metaBody.length, true);
  const out = new Writer();
  out.push(new Uint8Array(128));
  out.push(new TextEncoder().encode('DICM'));
  writeElements(out, [{ tag: tag(0x0002, 0x0000), vr: 'UL', value: groupLength }], true);
  out.push(metaBody.concat());
  writeElements(out, file.dataset, file.transferSyntax !== TransferSyntax.implicitLittleEndian);
  return out.concat();
}

/** The file meta information of a dataset written by this server (explicit VR little endian unless told). */
export function fileMeta(sopClassUid: string, sopInstanceUid: string, transferSyntax: string = TransferSyntax.explicitLittleEndian): DicomElement[] {
  return [
    { tag: tag(0x0002, 0x0001), vr: 'OB', value: new Uint8Array([0, 1]) },
    textElement(Tags.mediaStorageSopClassUid, 'UI', sopClassUid),
    textElement(Tags.mediaStorageSopInstanceUid, 'UI', sopInstanceUid),
    textElement(Tags.transferSyntaxUid, 'UI', transferSyntax),
    textElement(tag(0x0002, 0x0012), 'UI', portalImplementationUid),
    textElement(tag(0x0002, 0x0013), 'SH', 'PORTAL_IMAGING_1'),
  ];
}

/** Our implementation class UID, under the UUID-derived root 2.25 (PS3.5 B.2: no registration needed). */
/**
 * Encapsulated pixel data (PS3.5 A.4) for `writeDicomFile`: an empty Basic Offset Table item, one
 * fragment item per frame (each even length), and the sequence delimiter.
 */
export function encapsulatedPixelData(fragments: readonly Uint8Array[]): DicomElement {
  const itemHeader = (length: number) => {
    const header = new Uint8Array(8);
    const view = new DataView(header.buffer);
    view.setUint16(0, 0xfffe, true);
    view.setUint16(2, 0xe000, true);
    view.setUint32(4, length, true);
    return header;
  };
  const delimiter = new Uint8Array(8);
  new DataView(delimiter.buffer).setUint16(0, 0xfffe, true);
  new DataView(delimiter.buffer).setUint16(2, 0xe0dd, true);
  const parts: Uint8Array[] = [itemHeader(0)];
  for (const fragment of fragments) {
    if (fragment.length % 2 !== 0) throw new DicomFormatError('a pixel data fragment must have an even length');
    parts.push(itemHeader(fragment.length), fragment);
  }
  parts.push(delimiter);
  const value = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    value.set(part, offset);
    offset += part.length;
  }
  return { tag: Tags.pixelData, vr: 'OB', value, encapsulated: true };
}

export const portalImplementationUid = '2.25.160147925834196457713526591137624313001';
