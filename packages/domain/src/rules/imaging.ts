/**
 * Medical imaging rules the viewer and the server share: the CT window presets, the length of a
 * measurement in millimetres, and window/level changes by dragging. Pure numbers, no DOM.
 */

export interface WindowLevel {
  /** Window centre (level), in output units (HU for CT). */
  readonly center: number;
  /** Window width, > 0. */
  readonly width: number;
}

/**
 * The CT presets a radiology student is taught (centre/width in HU, e.g. Radiopaedia's "Windowing
 * (CT)"): lung W1500 L-600, mediastinum W350 L50, bone W1800 L400, brain W80 L40, abdomen
 * (soft tissue) W400 L50. Keys 1-5 in the viewer, in this order.
 */
export const ctWindowPresets = [
  { Key: 'lung', Name: 'Lung', Center: -600, Width: 1500, Modality: 'CT' },
  { Key: 'mediastinum', Name: 'Mediastinum', Center: 50, Width: 350, Modality: 'CT' },
  { Key: 'bone', Name: 'Bone', Center: 400, Width: 1800, Modality: 'CT' },
  { Key: 'brain', Name: 'Brain', Center: 40, Width: 80, Modality: 'CT' },
  { Key: 'abdomen', Name: 'Abdomen', Center: 50, Width: 400, Modality: 'CT' },
] as const;
export type CtWindowPresetKey = (typeof ctWindowPresets)[number]['Key'];

/**
 * The viewer's tools, as DicomService/DicomConfiguration lists them (Tools): drag tools (window/
 * level, pan, zoom, length and angle in mm), stack scroll (wheel, arrow keys, slider), cine, invert,
 * quarter-turn rotation, flips and reset.
 */
export const dicomViewerTools = ['windowLevel', 'pan', 'zoom', 'stackScroll', 'cine', 'length', 'angle', 'invert', 'rotate', 'flip', 'reset'] as const;

/**
 * The transfer syntaxes the viewer decodes (DicomConfiguration's TransferSyntaxes; any other shows
 * an error for that image): native little endian, RLE, JPEG baseline/extended 8 bit, JPEG lossless,
 * JPEG-LS and JPEG 2000.
 */
export const dicomViewerTransferSyntaxes: Readonly<Record<string, string>> = {
  '1.2.840.10008.1.2': 'implicit VR little endian',
  '1.2.840.10008.1.2.1': 'explicit VR little endian',
  '1.2.840.10008.1.2.5': 'RLE lossless',
  '1.2.840.10008.1.2.4.50': 'JPEG baseline (8 bit)',
  '1.2.840.10008.1.2.4.51': 'JPEG extended (8 bit)',
  '1.2.840.10008.1.2.4.57': 'JPEG lossless (process 14)',
  '1.2.840.10008.1.2.4.70': 'JPEG lossless (process 14, selection value 1)',
  '1.2.840.10008.1.2.4.80': 'JPEG-LS lossless',
  '1.2.840.10008.1.2.4.81': 'JPEG-LS near-lossless',
  '1.2.840.10008.1.2.4.90': 'JPEG 2000 (lossless only)',
  '1.2.840.10008.1.2.4.91': 'JPEG 2000',
};

export interface PixelSpacing {
  /** mm between the centres of adjacent rows (PixelSpacing[0]). */
  readonly rowSpacing: number;
  /** mm between the centres of adjacent columns (PixelSpacing[1]). */
  readonly columnSpacing: number;
}

export interface ImagePoint {
  /** Column, in image pixels (fractional). */
  readonly x: number;
  /** Row, in image pixels (fractional). */
  readonly y: number;
}

/**
 * The length of the line from `start` to `end` in millimetres: x steps are columns (column spacing),
 * y steps are rows (row spacing), so non-square pixels measure right. Null when the image has no
 * usable pixel spacing (a length in pixels would be mistaken for millimetres).
 */
export function lengthInMillimetres(start: ImagePoint, end: ImagePoint, spacing: PixelSpacing | null | undefined): number | null {
  if (!spacing || !(spacing.rowSpacing > 0) || !(spacing.columnSpacing > 0)) return null;
  const dx = (end.x - start.x) * spacing.columnSpacing;
  const dy = (end.y - start.y) * spacing.rowSpacing;
  return Math.hypot(dx, dy);
}

/** A length for the overlay: one decimal, in mm, or pixels when there is no spacing. */
export function formatLength(millimetres: number | null, pixels: number): string {
  return millimetres === null ? `${pixels.toFixed(1)} px` : `${millimetres.toFixed(1)} mm`;
}

/**
 * Window/level by dragging (the usual convention): right widens the window, down raises the
 * level (the image darkens); `sensitivity` output units per screen pixel. The width stays >= 1.
 */
export function windowFromDrag(start: WindowLevel, deltaX: number, deltaY: number, sensitivity = 1): WindowLevel {
  return { center: start.center + deltaY * sensitivity, width: Math.max(1, start.width + deltaX * sensitivity) };
}

/** The visible range of a window (DICOM PS3.3 C.11.2.1.2, ignoring the half-pixel offsets). */
export function windowRange(window: WindowLevel): { lower: number; upper: number } {
  return { lower: window.center - window.width / 2, upper: window.center + window.width / 2 };
}

/** A slice index kept inside the stack: scrolling past either end stops there. */
export function clampSlice(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(index)));
}

/**
 * The angle at `vertex` between the arms to `first` and `second`, in degrees (0-180), measured in
 * millimetres (non-square pixels bend the angle a pixel grid shows); in pixels without spacing.
 * Null when an arm has no length.
 */
export function angleInDegrees(first: ImagePoint, vertex: ImagePoint, second: ImagePoint, spacing: PixelSpacing | null | undefined): number | null {
  const columns = spacing && spacing.columnSpacing > 0 ? spacing.columnSpacing : 1;
  const rows = spacing && spacing.rowSpacing > 0 ? spacing.rowSpacing : 1;
  const ax = (first.x - vertex.x) * columns;
  const ay = (first.y - vertex.y) * rows;
  const bx = (second.x - vertex.x) * columns;
  const by = (second.y - vertex.y) * rows;
  const lengths = Math.hypot(ax, ay) * Math.hypot(bx, by);
  if (lengths === 0) return null;
  const cosine = Math.min(1, Math.max(-1, (ax * bx + ay * by) / lengths));
  return (Math.acos(cosine) * 180) / Math.PI;
}

/** An angle for the overlay: one decimal and the degree sign. */
export function formatAngle(degrees: number): string {
  return `${degrees.toFixed(1)}°`;
}

/** The next quarter turn of the image, clockwise (cornerstone's viewport rotation, 0-270). */
export function nextRotation(degrees: number): number {
  return (((Math.round(degrees / 90) + 1) % 4) + 4) % 4 * 90;
}
