import * as dicomParser from 'dicom-parser';
import type { Image } from 'cornerstone-core';
import type { DicomAttribute } from '@portal/ui';

/**
 * Turns a Part-10 file into a cornerstone image (dicom-parser reads it). Native little endian
 * (implicit and explicit VR) grayscale only, for now: other transfer syntaxes (RLE, JPEG, JPEG-LS,
 * JPEG 2000) need the WADO image loader's codecs and are refused with a reason the viewer shows.
 */
export const supportedTransferSyntaxes: Readonly<Record<string, string>> = {
  '1.2.840.10008.1.2': 'implicit VR little endian',
  '1.2.840.10008.1.2.1': 'explicit VR little endian',
};

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

export function dicomImage(imageId: string, bytes: Uint8Array): DicomImage {
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
  const photometric = dataSet.string('x00280004') ?? '';
  const samples = dataSet.uint16('x00280002') ?? 1;
  if (samples !== 1 || !photometric.startsWith('MONOCHROME')) throw new ImageReadError(`${photometric || 'this'} colour images are not supported yet`);
  const element = dataSet.elements.x7fe00010;
  if (!element || !rows || !columns) throw new ImageReadError('the file has no image (rows, columns or pixel data missing)');
  const count = rows * columns;
  const start = bytes.byteOffset + element.dataOffset;
  let pixels: Int16Array | Uint16Array | Uint8Array;
  if (bitsAllocated === 16) {
    if (element.length < count * 2) throw new ImageReadError('the pixel data is shorter than the image');
    const buffer = bytes.buffer.slice(start, start + count * 2) as ArrayBuffer;
    pixels = signed ? new Int16Array(buffer) : new Uint16Array(buffer);
  } else if (bitsAllocated === 8) {
    if (element.length < count) throw new ImageReadError('the pixel data is shorter than the image');
    pixels = new Uint8Array(bytes.buffer.slice(start, start + count) as ArrayBuffer);
  } else {
    throw new ImageReadError(`${bitsAllocated} bits per pixel are not supported`);
  }
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
