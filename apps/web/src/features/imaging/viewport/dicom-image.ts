import * as dicomParser from 'dicom-parser';
import type { Image } from 'cornerstone-core';
import { decodeRleFrame, dicomViewerTransferSyntaxes, RleFormatError } from '@portal/domain';
import type { DicomAttribute } from '@portal/ui';
import { decodeJpeg2000Frame, decodeJpegLsFrame, type DecodedFrame } from './wasm-codecs';

/**
 * Turns a Part-10 file into a cornerstone image (dicom-parser reads it), grayscale only. Native
 * little endian (implicit and explicit VR) and RLE Lossless (the domain's codec) are decoded at once;
 * JPEG baseline (jpeg-js) and JPEG lossless (jpeg-lossless-decoder-js) load their decoder the first
 * time an image needs it, so a native or RLE study never downloads them; JPEG-LS and JPEG 2000 the
 * same way, as WebAssembly served from our origin (wasm-codecs.ts). Any other syntax is refused with
 * a reason the viewer shows. The list is the domain's (the server's DicomConfiguration names it too).
 */
export const supportedTransferSyntaxes = dicomViewerTransferSyntaxes;

export class ImageReadError extends Error {}

export interface DicomImage extends Image {
  readonly attributes: readonly DicomAttribute[];
}

const attributeNames: readonly [string, string][] = [
  ['x00080060', 'Modality'],
  ['x00080016', 'SOP Class UID'],
  ['x00080018', 'SOP Instance UID'],
  ['x00100010', "Patient's Name"],
  ['x00100020', 'Patient ID'],
  ['x00100030', "Patient's Birth Date"],
  ['x00100040', "Patient's Sex"],
  ['x00120062', 'Patient Identity Removed'],
  ['x00120063', 'De-identification Method'],
  ['x00080020', 'Study Date'],
  ['x00180015', 'Body Part Examined'],
  ['x00180050', 'Slice Thickness'],
  ['x00200013', 'Instance Number'],
  ['x00200032', 'Image Position (Patient)'],
  ['x00200037', 'Image Orientation (Patient)'],
  ['x00280004', 'Photometric Interpretation'],
  ['x00280010', 'Rows'],
  ['x00280011', 'Columns'],
  ['x00280030', 'Pixel Spacing'],
  ['x00280100', 'Bits Allocated'],
  ['x00280101', 'Bits Stored'],
  ['x00281050', 'Window Center'],
  ['x00281051', 'Window Width'],
  ['x00281052', 'Rescale Intercept'],
  ['x00281053', 'Rescale Slope'],
  ['x00020010', 'Transfer Syntax UID'],
];
const usTags = new Set(['x00280010', 'x00280011', 'x00280100', 'x00280101']);
const tagLabel = (key: string) => `(${key.slice(1, 5).toUpperCase()},${key.slice(5).toUpperCase()})`;

/** The pixel spacing (rows, columns) in mm, or null when the image has none. */
export function pixelSpacingOf(dataSet: dicomParser.DataSet): { rowSpacing: number; columnSpacing: number } | null {
  const text = dataSet.string('x00280030') ?? dataSet.string('x00181164');
  if (!text) return null;
  const [row, column] = text.split('\\').map(Number);
  return row && column && row > 0 && column > 0 ? { rowSpacing: row, columnSpacing: column } : null;
}

interface FrameLayout {
  readonly rows: number;
  readonly columns: number;
  readonly bitsAllocated: number;
  readonly signed: boolean;
  /** Bits Stored (0028,0101); the bits allocated when absent. */
  readonly bitsStored: number;
}

type Pixels = Int16Array | Uint16Array | Uint8Array;

/** Typed samples over little-endian bytes (copied: cornerstone keeps them in its cache). */
function samplesOf(bytes: Uint8Array, layout: FrameLayout): Pixels {
  const count = layout.rows * layout.columns;
  if (layout.bitsAllocated === 16) {
    if (bytes.length < count * 2) throw new ImageReadError('the pixel data is shorter than the image');
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + count * 2) as ArrayBuffer;
    return layout.signed ? new Int16Array(buffer) : new Uint16Array(buffer);
  }
  if (layout.bitsAllocated === 8) {
    if (bytes.length < count) throw new ImageReadError('the pixel data is shorter than the image');
    return new Uint8Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + count) as ArrayBuffer);
  }
  throw new ImageReadError(`${layout.bitsAllocated} bits per pixel are not supported`);
}

/** The first frame's compressed bytes (all its fragments joined). */
function firstFrame(dataSet: dicomParser.DataSet, element: dicomParser.Element): Uint8Array {
  if (!element.encapsulatedPixelData || !element.fragments?.length) throw new ImageReadError('the compressed pixel data has no fragments');
  return dicomParser.readEncapsulatedPixelDataFromFragments(dataSet, element, 0, element.fragments.length);
}

type JpegLosslessModule = typeof import('jpeg-lossless-decoder-js');
type JpegBaselineDecode = typeof import('jpeg-js/lib/decoder.js').default;
let jpegLossless: Promise<JpegLosslessModule> | undefined;
let jpegBaseline: Promise<JpegBaselineDecode> | undefined;

async function decodeJpegLossless(frame: Uint8Array, layout: FrameLayout): Promise<Pixels> {
  jpegLossless ??= import('jpeg-lossless-decoder-js');
  const { Decoder } = await jpegLossless;
  const decoded = new Decoder().decompress(frame.buffer as ArrayBuffer, frame.byteOffset, frame.byteLength);
  return samplesOf(new Uint8Array(decoded), layout);
}

async function decodeJpegBaseline(frame: Uint8Array, layout: FrameLayout): Promise<Pixels> {
  if (layout.bitsAllocated !== 8) throw new ImageReadError('JPEG baseline images must have 8 bits allocated');
  // The decoder alone (jpeg-js's index also pulls its encoder, which needs Node's Buffer); a
  // CommonJS module whose export is the decode function.
  jpegBaseline ??= import('jpeg-js/lib/decoder.js').then((module) => module.default);
  const decode = await jpegBaseline;
  const image = decode(frame, { useTArray: true, formatAsRGBA: false, colorTransform: false });
  if (image.width !== layout.columns || image.height !== layout.rows) throw new ImageReadError(`the JPEG is ${image.width}x${image.height}, the image ${layout.columns}x${layout.rows}`);
  // Grayscale comes back as three equal channels: keep one.
  const grey = new Uint8Array(image.width * image.height);
  for (let index = 0; index < grey.length; index++) grey[index] = image.data[index * 3]!;
  return grey;
}

/**
 * A JPEG-LS or JPEG 2000 frame as the image's samples. JPEG-LS has no sign: a signed image's samples
 * come back as their Bits Stored two's-complement patterns, extended to 16 bits here.
 */
function wasmFrameSamples(decoded: DecodedFrame, layout: FrameLayout): Pixels {
  // OpenJPEG answers a codestream it cannot read with an empty frame rather than an error.
  if (!decoded.width || !decoded.height) throw new Error('the codestream holds no image');
  if (decoded.width !== layout.columns || decoded.height !== layout.rows) throw new ImageReadError(`the frame is ${decoded.width}x${decoded.height}, the image ${layout.columns}x${layout.rows}`);
  if (decoded.componentCount !== 1) throw new ImageReadError(`the frame has ${decoded.componentCount} components, a grayscale image 1`);
  const samples = samplesOf(decoded.bytes, layout);
  if (layout.signed && samples instanceof Int16Array && layout.bitsStored > 0 && layout.bitsStored < 16) {
    const shift = 32 - layout.bitsStored;
    for (let index = 0; index < samples.length; index++) samples[index] = (samples[index]! << shift) >> shift;
  }
  return samples;
}

async function decodePixels(dataSet: dicomParser.DataSet, element: dicomParser.Element, bytes: Uint8Array, transferSyntax: string, layout: FrameLayout): Promise<Pixels> {
  try {
    switch (transferSyntax) {
      case '1.2.840.10008.1.2':
      case '1.2.840.10008.1.2.1':
        return samplesOf(bytes.subarray(element.dataOffset, element.dataOffset + element.length), layout);
      case '1.2.840.10008.1.2.5':
        return samplesOf(decodeRleFrame(firstFrame(dataSet, element), layout), layout);
      case '1.2.840.10008.1.2.4.50':
      case '1.2.840.10008.1.2.4.51':
        return await decodeJpegBaseline(firstFrame(dataSet, element), layout);
      case '1.2.840.10008.1.2.4.80':
      case '1.2.840.10008.1.2.4.81':
        return wasmFrameSamples(await decodeJpegLsFrame(firstFrame(dataSet, element)), layout);
      case '1.2.840.10008.1.2.4.90':
      case '1.2.840.10008.1.2.4.91':
        return wasmFrameSamples(await decodeJpeg2000Frame(firstFrame(dataSet, element)), layout);
      default:
        return await decodeJpegLossless(firstFrame(dataSet, element), layout);
    }
  } catch (error) {
    if (error instanceof ImageReadError) throw error;
    const detail = error instanceof RleFormatError || error instanceof Error ? error.message : String(error);
    throw new ImageReadError(`the ${supportedTransferSyntaxes[transferSyntax] ?? transferSyntax} pixel data could not be decoded (${detail})`);
  }
}

export async function dicomImage(imageId: string, bytes: Uint8Array): Promise<DicomImage> {
  let dataSet: dicomParser.DataSet;
  try {
    dataSet = dicomParser.parseDicom(bytes);
  } catch (error) {
    throw new ImageReadError(`the file is not readable DICOM (${typeof error === 'string' ? error : error instanceof Error ? error.message : 'parse error'})`);
  }
  const transferSyntax = dataSet.string('x00020010') ?? '';
  if (!supportedTransferSyntaxes[transferSyntax]) throw new ImageReadError(`transfer syntax ${transferSyntax || '(none)'} is not supported yet`);
  const rows = dataSet.uint16('x00280010') ?? 0;
  const columns = dataSet.uint16('x00280011') ?? 0;
  const bitsAllocated = dataSet.uint16('x00280100') ?? 0;
  const signed = dataSet.uint16('x00280103') === 1;
  const bitsStored = dataSet.uint16('x00280101') ?? bitsAllocated;
  const photometric = dataSet.string('x00280004') ?? '';
  const samples = dataSet.uint16('x00280002') ?? 1;
  if (samples !== 1 || !photometric.startsWith('MONOCHROME')) throw new ImageReadError(`${photometric || 'this'} colour images are not supported yet`);
  const element = dataSet.elements.x7fe00010;
  if (!element || !rows || !columns) throw new ImageReadError('the file has no image (rows, columns or pixel data missing)');
  const pixels = await decodePixels(dataSet, element, bytes, transferSyntax, { rows, columns, bitsAllocated, signed, bitsStored });
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let index = 0; index < pixels.length; index++) {
    const value = pixels[index]!;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  const slope = dataSet.floatString('x00281053') ?? 1;
  const intercept = dataSet.floatString('x00281052') ?? 0;
  const windowCenter = dataSet.floatString('x00281050') ?? ((min + max) / 2) * slope + intercept;
  const windowWidth = dataSet.floatString('x00281051') ?? Math.max(1, (max - min) * slope);
  const spacing = pixelSpacingOf(dataSet);
  const attributes = attributeNames.flatMap(([key, name]) => {
    if (!dataSet.elements[key]) return [];
    const value = usTags.has(key) ? String(dataSet.uint16(key) ?? '') : (dataSet.string(key) ?? '');
    return [{ tag: tagLabel(key), name, value }];
  });
  return {
    imageId,
    minPixelValue: min,
    maxPixelValue: max,
    slope,
    intercept,
    windowCenter,
    windowWidth,
    getPixelData: () => pixels,
    rows,
    columns,
    height: rows,
    width: columns,
    color: false,
    invert: photometric === 'MONOCHROME1',
    columnPixelSpacing: spacing?.columnSpacing ?? 1,
    rowPixelSpacing: spacing?.rowSpacing ?? 1,
    sizeInBytes: pixels.byteLength,
    attributes,
    data: { hasPixelSpacing: spacing !== null },
  } as unknown as DicomImage;
}
