import * as cornerstone from 'cornerstone-core';
import * as dicomParser from 'dicom-parser';
// The package's dynamic-import build: its decode worker and codecs are files of our build
// (apps/web/vite-wado-loader.ts copies them and points the worker at them).
import wadoImageLoader from 'cornerstone-wado-image-loader/dist/dynamic-import/cornerstoneWADOImageLoader.min.js';
import { dicomViewerTransferSyntaxes } from '@portal/domain';
import type { DicomAttribute } from '@portal/ui';

/*
 * cornerstone-wado-image-loader 4.13.2 serves the `wadouri:` scheme: it fetches the Part-10 file
 * (with the DICOM token header, set by `beforeSend`), parses it with dicom-parser and decodes the
 * pixel data in its web workers (native little endian, RLE, JPEG baseline and lossless, JPEG-LS,
 * JPEG 2000: each codec's WebAssembly is fetched from our origin the first time an image needs it).
 * This module adds what the viewer needs around it: the token (refreshed and the image asked again
 * after a 401), the syntaxes the viewer claims (the domain's list, DicomConfiguration's
 * TransferSyntaxes), the reason an image could not be shown, and the tags the metadata panel lists.
 */

/** Gives the DICOM token the WADO requests carry; `refresh` is asked after a 401. */
export interface DicomTokenSource {
  readonly header: string;
  current(): Promise<string>;
  refresh(): Promise<string>;
}

/** Why an image could not be shown (the text the viewer shows). */
export class ImageReadError extends Error {}

/** A loaded image: the loader's cornerstone image, with its parsed file (`data`). */
export type DicomImage = cornerstone.Image & { readonly data?: dicomParser.DataSet };

let registered = false;
let tokenSource: DicomTokenSource | undefined;
/** The token the loader's requests carry now (`beforeSend` is synchronous). */
let token: string | undefined;

/** Registers the loader with cornerstone once; later calls only change the token source. */
export function registerWadoLoader(source: DicomTokenSource): void {
  if (tokenSource !== source) token = undefined;
  tokenSource = source;
  if (registered) return;
  registered = true;
  wadoImageLoader.external.cornerstone = cornerstone;
  wadoImageLoader.external.dicomParser = dicomParser;
  wadoImageLoader.configure({
    beforeSend: () => (tokenSource && token ? { [tokenSource.header]: token } : {}),
  });
  wadoImageLoader.webWorkerManager.initialize({
    // Two decode workers at most: a stack's slices decode beside the page, not against it. They
    // start now (the viewport is being set up), so the worker script is fetched and compiled while
    // the first file downloads, not after it.
    maxWebWorkers: Math.max(1, Math.min(2, navigator.hardwareConcurrency || 1)),
    startWebWorkersOnDemand: false,
    taskConfiguration: { decodeTask: { initializeCodecsOnStartup: false, strict: false } },
  });
}

/** The HTTP status of a failed WADO request (the loader rejects with `{ error: xhr }`). */
function statusOf(error: unknown): number | undefined {
  const inner = (error as { error?: unknown } | undefined)?.error;
  const status = (inner as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && inner !== null && typeof inner === 'object' && 'readyState' in inner ? status : undefined;
}

function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof Error) return error.message;
  const inner = error as { message?: unknown; exception?: unknown; error?: unknown } | undefined;
  if (typeof inner?.message === 'string') return inner.message;
  if (typeof inner?.exception === 'string') return inner.exception;
  if (inner?.error !== undefined && inner.error !== error) return messageOf(inner.error);
  return 'unknown error';
}

const transferSyntaxOf = (dataSet: dicomParser.DataSet | undefined) => dataSet?.string('x00020010') ?? '';

/** The reason the viewer shows for a load the loader rejected. */
export function describeLoadError(error: unknown): string {
  if (error instanceof ImageReadError) return error.message;
  const status = statusOf(error);
  if (status !== undefined) return status === 0 ? 'the server could not be reached' : `the server answered ${status}${status === 404 ? ' (not found)' : ''}`;
  const { error: cause, dataSet } = (error ?? {}) as { error?: unknown; dataSet?: dicomParser.DataSet };
  if (!dataSet) return `the file is not readable DICOM (${messageOf(cause ?? error)})`;
  const syntax = transferSyntaxOf(dataSet);
  const name = dicomViewerTransferSyntaxes[syntax];
  if (!name) return `transfer syntax ${syntax || '(none)'} is not supported yet`;
  return `the ${name} pixel data could not be decoded (${messageOf(cause)})`;
}

async function loadOnce(imageId: string): Promise<DicomImage> {
  const image = (await cornerstone.loadAndCacheImage(imageId)) as DicomImage;
  // The loader decodes more than the viewer claims: one outside the list is refused as the
  // domain says (DicomConfiguration lists the same syntaxes).
  const syntax = transferSyntaxOf(image.data);
  if (!dicomViewerTransferSyntaxes[syntax]) {
    cornerstone.imageCache.removeImageLoadObject(imageId);
    throw new ImageReadError(`transfer syntax ${syntax || '(none)'} is not supported yet`);
  }
  return image;
}

/**
 * Loads (or takes from cornerstone's cache) one image. The token is asked first (renewed shortly
 * before it expires); a 401 (expired) renews it at once and asks for the image again, once.
 * Rejects with an ImageReadError whose message says why.
 */
export async function loadDicomImage(imageId: string): Promise<DicomImage> {
  const source = tokenSource;
  if (!source) throw new ImageReadError('no DICOM token source');
  try {
    // A cached (or loading) image needs no request: scrolling the cached stack waits for nothing.
    if (!(cornerstone.imageCache.getImageLoadObject(imageId) as unknown)) token = await source.current();
    try {
      return await loadOnce(imageId);
    } catch (error) {
      if (statusOf(error) !== 401) throw error;
      token = await source.refresh();
      return await loadOnce(imageId);
    }
  } catch (error) {
    throw new ImageReadError(describeLoadError(error));
  }
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

/** The de-identified tags the metadata panel lists (those the file has). */
export function attributesOf(dataSet: dicomParser.DataSet | undefined): readonly DicomAttribute[] {
  if (!dataSet) return [];
  let attributes = attributesRead.get(dataSet);
  if (!attributes) {
    attributes = attributeNames.flatMap(([key, name]) => {
      if (!dataSet.elements[key]) return [];
      const value = usTags.has(key) ? String(dataSet.uint16(key) ?? '') : (dataSet.string(key) ?? '');
      return [{ tag: tagLabel(key), name, value }];
    });
    attributesRead.set(dataSet, attributes);
  }
  return attributes;
}
const attributesRead = new WeakMap<dicomParser.DataSet, readonly DicomAttribute[]>();

/** The pixel spacing (rows, columns) in mm, or null when the image has none (no mm measurements). */
export function pixelSpacingOf(dataSet: dicomParser.DataSet | undefined): { rowSpacing: number; columnSpacing: number } | null {
  const text = dataSet?.string('x00280030') ?? dataSet?.string('x00181164');
  if (!text) return null;
  const [row, column] = text.split('\\').map(Number);
  return row && column && row > 0 && column > 0 ? { rowSpacing: row, columnSpacing: column } : null;
}
