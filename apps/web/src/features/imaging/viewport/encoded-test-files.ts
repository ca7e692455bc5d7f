/**
 * Test support (Node only; no app code imports it): real JPEG-LS and JPEG 2000 encoded DICOM Part-10
 * files, made with the full (encoding) builds of the same codec packages the viewer decodes with,
 * from a small CT-like phantom slice in Hounsfield units. The unit tests and the e2e journey use it.
 */
import { createRequire } from 'node:module';

interface WasmEncoder {
  getDecodedBuffer(info: { width: number; height: number; bitsPerSample: number; componentCount: number; isSigned?: boolean }): Uint8Array;
  encode(): void;
  getEncodedBuffer(): Uint8Array;
  delete(): void;
  setNearLossless?(error: number): void;
  setQuality?(lossless: boolean, quantizationStep: number): void;
}
type EncoderModule = { JpegLSEncoder?: new () => WasmEncoder; J2KEncoder?: new () => WasmEncoder };

const require = createRequire(import.meta.url);
const quiet = () => undefined;
let modules: Promise<{ charls: EncoderModule; openjpeg: EncoderModule }> | undefined;
const encoders = () =>
  (modules ??= (async () => ({
    charls: await (require('@cornerstonejs/codec-charls/wasmjs') as (options: object) => Promise<EncoderModule>)({ print: quiet, printErr: quiet }),
    openjpeg: await (require('@cornerstonejs/codec-openjpeg/wasmjs') as (options: object) => Promise<EncoderModule>)({ print: quiet, printErr: quiet }),
  }))());

export const TestSyntax = {
  jpegLsLossless: '1.2.840.10008.1.2.4.80',
  jpegLsNearLossless: '1.2.840.10008.1.2.4.81',
  jpeg2000Lossless: '1.2.840.10008.1.2.4.90',
  jpeg2000: '1.2.840.10008.1.2.4.91',
} as const;

/**
 * A chest-CT-like slice in Hounsfield units (signed 16 bit): air, a body of soft tissue, two lungs,
 * a vertebra and a calibration bead, with a little grain so the codecs have real work.
 */
export function phantomSlice(size: number, seed = 1): Int16Array {
  const out = new Int16Array(size * size);
  let state = seed >>> 0 || 1;
  const noise = () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 0x100000000 - 0.5;
  };
  const inside = (x: number, y: number, cx: number, cy: number, rx: number, ry: number) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;
  const s = size / 512;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let value = -1000;
      if (inside(x, y, 256 * s, 262 * s, 193 * s, 138 * s)) value = 40;
      if (inside(x, y, 164 * s, 245 * s, 90 * s, 120 * s) || inside(x, y, 348 * s, 245 * s, 90 * s, 120 * s)) value = -800;
      if (inside(x, y, 256 * s, 360 * s, 24 * s, 21 * s)) value = 700;
      if (inside(x, y, 185 * s, 150 * s, 4 * s, 4 * s)) value = 1000;
      out[y * size + x] = value > -950 ? value + Math.round(noise() * 16) : value;
    }
  }
  return out;
}

/** Encodes a grayscale frame: JPEG-LS (lossless, or near-lossless with `nearLossless` > 0) or J2K (reversible). */
export async function encodeFrame(pixels: Int16Array | Uint16Array, size: { rows: number; columns: number }, codec: 'jpeg-ls' | 'jpeg-2000', nearLossless = 0): Promise<Uint8Array> {
  const { charls, openjpeg } = await encoders();
  const encoder = codec === 'jpeg-ls' ? new charls.JpegLSEncoder!() : new openjpeg.J2KEncoder!();
  try {
    const input = encoder.getDecodedBuffer({ width: size.columns, height: size.rows, bitsPerSample: 16, componentCount: 1, isSigned: pixels instanceof Int16Array });
    input.set(new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.byteLength));
    if (codec === 'jpeg-ls') encoder.setNearLossless!(nearLossless);
    else encoder.setQuality!(true, 0);
    encoder.encode();
    return encoder.getEncodedBuffer().slice();
  } finally {
    encoder.delete();
  }
}

type Element = [group: number, element: number, vr: string, value: Uint8Array];

/**
 * A minimal explicit VR little endian Part-10 file (enough for dicom-parser). VR 'EN' writes
 * encapsulated pixel data: OB of undefined length, an empty offset table and one fragment.
 */
export function part10(elements: Element[], transferSyntax = '1.2.840.10008.1.2.1'): Uint8Array {
  const chunks: number[] = [...new Array<number>(128).fill(0), ...'DICM'.split('').map((c) => c.charCodeAt(0))];
  const pushAll = (bytes: ArrayLike<number>) => {
    for (let index = 0; index < bytes.length; index++) chunks.push(bytes[index]!);
  };
  const uint32 = (value: number) => [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, value >>> 24];
  const write = (group: number, element: number, vr: string, value: Uint8Array) => {
    chunks.push(group & 0xff, group >> 8, element & 0xff, element >> 8);
    if (vr === 'EN') {
      const fragment = value.length % 2 ? Uint8Array.from([...value, 0]) : value;
      chunks.push('O'.charCodeAt(0), 'B'.charCodeAt(0), 0, 0, 0xff, 0xff, 0xff, 0xff);
      chunks.push(0xfe, 0xff, 0x00, 0xe0, ...uint32(0));
      chunks.push(0xfe, 0xff, 0x00, 0xe0, ...uint32(fragment.length));
      pushAll(fragment);
      chunks.push(0xfe, 0xff, 0xdd, 0xe0, 0, 0, 0, 0);
      return;
    }
    chunks.push(vr.charCodeAt(0), vr.charCodeAt(1));
    if (['OB', 'OW', 'SQ', 'UN', 'UT'].includes(vr)) chunks.push(0, 0, ...uint32(value.length));
    else chunks.push(value.length & 0xff, value.length >> 8);
    pushAll(value);
  };
  const text = (value: string) => new TextEncoder().encode(value.length % 2 ? `${value}${'\0'}` : value);
  write(0x0002, 0x0010, 'UI', text(transferSyntax));
  for (const [group, element, vr, value] of elements) write(group, element, vr, value);
  return new Uint8Array(chunks);
}

export const us = (value: number) => new Uint8Array([value & 0xff, value >> 8]);
export const ds = (value: string) => new TextEncoder().encode(value.length % 2 ? `${value} ` : value);

/** A CT image's Part-10 file with the given (already encoded, or native) pixel data. */
export function ctFile(options: { rows: number; columns: number; transferSyntax: string; pixelData: Uint8Array; signed: boolean; instanceNumber?: number }): Uint8Array {
  const encapsulated = options.transferSyntax !== '1.2.840.10008.1.2.1' && options.transferSyntax !== '1.2.840.10008.1.2';
  return part10(
    [
      [0x0008, 0x0060, 'CS', ds('CT')],
      [0x0020, 0x0013, 'IS', ds(String(options.instanceNumber ?? 1))],
      [0x0028, 0x0002, 'US', us(1)],
      [0x0028, 0x0004, 'CS', ds('MONOCHROME2')],
      [0x0028, 0x0010, 'US', us(options.rows)],
      [0x0028, 0x0011, 'US', us(options.columns)],
      [0x0028, 0x0030, 'DS', ds('0.7\\0.7')],
      [0x0028, 0x0100, 'US', us(16)],
      [0x0028, 0x0101, 'US', us(16)],
      [0x0028, 0x0102, 'US', us(15)],
      [0x0028, 0x0103, 'US', us(options.signed ? 1 : 0)],
      [0x0028, 0x1050, 'DS', ds('40')],
      [0x0028, 0x1051, 'DS', ds('400')],
      [0x0028, 0x1052, 'DS', ds(options.signed ? '0' : '-1024')],
      [0x0028, 0x1053, 'DS', ds('1')],
      [0x7fe0, 0x0010, encapsulated ? 'EN' : 'OW', options.pixelData],
    ],
    options.transferSyntax,
  );
}

/** The phantom slice as a JPEG-LS or JPEG 2000 encoded CT file, and its source samples. */
export async function encodedCtFile(transferSyntax: string, size = 128, seed = 1): Promise<{ file: Uint8Array; source: Int16Array }> {
  const source = phantomSlice(size, seed);
  const codec = transferSyntax.startsWith('1.2.840.10008.1.2.4.8') ? 'jpeg-ls' : 'jpeg-2000';
  const nearLossless = transferSyntax === TestSyntax.jpegLsNearLossless ? 2 : 0;
  const pixelData = await encodeFrame(source, { rows: size, columns: size }, codec, nearLossless);
  return { file: ctFile({ rows: size, columns: size, transferSyntax, pixelData, signed: true, instanceNumber: seed }), source };
}
