import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { encodeRleFrame, rleLosslessTransferSyntax } from '@portal/domain';
import { encapsulatedPixelData, fileMeta, tag, TransferSyntax, textElement, uint16Element, writeDicomFile, type DicomElement } from './part10';

/**
 * The demo studies, drawn as phantoms (no patient ever existed): geometry that a radiology student
 * recognises, with the tags that make Hounsfield presets and millimetre measurements right. They
 * are generated, not committed (about 28 MB, in about 2 s on this machine), by the server's demo seed and by
 * `npm run generate-demo-dicom -w @portal/server -- <folder>`, and the same inputs give the same
 * bytes. Every number a test or journey checks is exported here.
 */
export const CtPhantom = {
  slices: 40,
  size: 512,
  /** mm per pixel, rows and columns (PixelSpacing). */
  pixelSpacing: 0.7,
  sliceThickness: 2.5,
  rescaleIntercept: -1024,
  rescaleSlope: 1,
  window: { center: 40, width: 400 },
  /** Two calibration beads (+1000 HU, 4 mm across) on every slice, centre to centre 100.0 mm apart, left-right. */
  beadDistanceMm: 100,
  beadRow: 150,
  hounsfield: { air: -1000, lung: -800, fat: -100, softTissue: 40, blood: 45, bone: 700, bead: 1000 },
} as const;

/** Stored RLE Lossless (1.2.840.10008.1.2.5), as many MR archives send it: the viewer decodes it. */
export const MrPhantom = { slices: 20, size: 256, pixelSpacing: 0.9375, sliceThickness: 5, window: { center: 600, width: 1200 }, transferSyntax: '1.2.840.10008.1.2.5' } as const;
export const RadiographPhantom = { size: 1024, pixelSpacing: 0.35, window: { center: 2048, width: 4096 } } as const;

/** Column (fractional, image pixels) of each calibration bead's centre. */
export const ctBeadColumns = (): [number, number] => {
  const half = CtPhantom.beadDistanceMm / 2 / CtPhantom.pixelSpacing;
  const centre = (CtPhantom.size - 1) / 2;
  return [centre - half, centre + half];
};

export interface DemoSeries {
  readonly seriesUid: string;
  readonly description: string;
  readonly files: { readonly name: string; readonly bytes: Uint8Array }[];
}

export interface DemoStudy {
  readonly key: 'chest-ct' | 'brain-mr' | 'chest-radiograph';
  readonly title: string;
  readonly description: string;
  readonly studyUid: string;
  readonly series: DemoSeries[];
}

const uid = (name: string): string => {
  const hash = createHash('sha256').update(`portal-demo-dicom\n${name}`).digest();
  return `2.25.${BigInt(`0x${hash.subarray(0, 15).toString('hex')}`).toString(10)}`;
};

const SopClass = { ct: '1.2.840.10008.5.1.4.1.1.2', mr: '1.2.840.10008.5.1.4.1.1.4', cr: '1.2.840.10008.5.1.4.1.1.1' } as const;

/** A deterministic pseudo-random generator (xorshift32) for the images' grain. */
function grain(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 0x100000000 - 0.5;
  };
}

const inEllipse = (x: number, y: number, cx: number, cy: number, rx: number, ry: number) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;

interface ImageTags {
  readonly sopClass: string;
  readonly modality: string;
  readonly studyUid: string;
  readonly seriesUid: string;
  readonly instanceUid: string;
  readonly seriesNumber: number;
  readonly instanceNumber: number;
  readonly studyDescription: string;
  readonly seriesDescription: string;
  readonly bodyPart: string;
  readonly rows: number;
  readonly columns: number;
  readonly pixelSpacing: number;
  readonly window: { readonly center: number; readonly width: number };
  readonly windowExplanation: string;
  readonly pixels: Uint16Array;
  readonly extra: DicomElement[];
  /** Native explicit little endian unless 'rle' (RLE Lossless, PS3.5 Annex G). */
  readonly encoding?: 'rle';
  /** Pixel data already compressed (one fragment) in this transfer syntax (e.g. JPEG-LS). */
  readonly encoded?: { readonly transferSyntax: string; readonly fragment: Uint8Array };
}

const decimal = (value: number) => String(Number(value.toFixed(4)));

function imageFile(image: ImageTags): Uint8Array {
  const pixelBytes = new Uint8Array(image.pixels.buffer, image.pixels.byteOffset, image.pixels.byteLength);
  const dataset: DicomElement[] = [
    textElement(tag(0x0008, 0x0008), 'CS', 'ORIGINAL\\PRIMARY\\AXIAL'),
    textElement(tag(0x0008, 0x0016), 'UI', image.sopClass),
    textElement(tag(0x0008, 0x0018), 'UI', image.instanceUid),
    textElement(tag(0x0008, 0x0020), 'DA', '20260301'),
    textElement(tag(0x0008, 0x0030), 'TM', '093000'),
    textElement(tag(0x0008, 0x0050), 'SH', 'DEMO0001'),
    textElement(tag(0x0008, 0x0060), 'CS', image.modality),
    textElement(tag(0x0008, 0x0070), 'LO', 'Candidate Portal phantom'),
    textElement(tag(0x0008, 0x0080), 'LO', 'Phantom Teaching Hospital'),
    textElement(tag(0x0008, 0x0090), 'PN', 'Referrer^Demo'),
    textElement(tag(0x0008, 0x1030), 'LO', image.studyDescription),
    textElement(tag(0x0008, 0x103e), 'LO', image.seriesDescription),
    textElement(tag(0x0010, 0x0010), 'PN', 'Phantom^Demo'),
    textElement(tag(0x0010, 0x0020), 'LO', 'PHANTOM-001'),
    textElement(tag(0x0010, 0x0030), 'DA', '19800101'),
    textElement(tag(0x0010, 0x0040), 'CS', 'O'),
    textElement(tag(0x0018, 0x0015), 'CS', image.bodyPart),
    textElement(tag(0x0020, 0x000d), 'UI', image.studyUid),
    textElement(tag(0x0020, 0x000e), 'UI', image.seriesUid),
    textElement(tag(0x0020, 0x0010), 'SH', '1'),
    textElement(tag(0x0020, 0x0011), 'IS', String(image.seriesNumber)),
    textElement(tag(0x0020, 0x0013), 'IS', String(image.instanceNumber)),
    uint16Element(tag(0x0028, 0x0002), 1),
    textElement(tag(0x0028, 0x0004), 'CS', 'MONOCHROME2'),
    uint16Element(tag(0x0028, 0x0010), image.rows),
    uint16Element(tag(0x0028, 0x0011), image.columns),
    textElement(tag(0x0028, 0x0030), 'DS', `${decimal(image.pixelSpacing)}\\${decimal(image.pixelSpacing)}`),
    uint16Element(tag(0x0028, 0x0100), 16),
    uint16Element(tag(0x0028, 0x0101), 12),
    uint16Element(tag(0x0028, 0x0102), 11),
    uint16Element(tag(0x0028, 0x0103), 0),
    textElement(tag(0x0028, 0x1050), 'DS', decimal(image.window.center)),
    textElement(tag(0x0028, 0x1051), 'DS', decimal(image.window.width)),
    textElement(tag(0x0028, 0x1055), 'LO', image.windowExplanation),
    ...image.extra,
    image.encoded
      ? encapsulatedPixelData([image.encoded.fragment])
      : image.encoding === 'rle'
        ? encapsulatedPixelData([encodeRleFrame(pixelBytes, { rows: image.rows, columns: image.columns, bitsAllocated: 16 })])
        : { tag: tag(0x7fe0, 0x0010), vr: 'OW', value: pixelBytes },
  ];
  const transferSyntax = image.encoded?.transferSyntax ?? (image.encoding === 'rle' ? rleLosslessTransferSyntax : TransferSyntax.explicitLittleEndian);
  return writeDicomFile({ meta: fileMeta(image.sopClass, image.instanceUid, transferSyntax), dataset, transferSyntax });
}

/** Paints an ellipse into a row: the columns of row `y` inside it get `value`. */
function paintEllipseRow(row: Int16Array, y: number, cx: number, cy: number, rx: number, ry: number, value: number): void {
  const dy = (y - cy) / ry;
  if (dy * dy > 1) return;
  const half = rx * Math.sqrt(1 - dy * dy);
  const from = Math.max(0, Math.ceil(cx - half));
  const to = Math.min(row.length - 1, Math.floor(cx + half));
  if (to >= from) row.fill(value, from, to + 1);
}

/** Slice `index` of the chest CT, in Hounsfield units (before the rescale). */
export function ctSliceHounsfield(index: number): Int16Array {
  const { size, hounsfield: hu } = CtPhantom;
  const out = new Int16Array(size * size);
  const t = index / (CtPhantom.slices - 1); // 0 = lung apices, 1 = lung bases
  const lungRx = 70 + 30 * Math.sin(Math.PI * (0.25 + 0.6 * t));
  const lungRy = 95 + 35 * Math.sin(Math.PI * (0.2 + 0.6 * t));
  const heart = t > 0.45 ? 45 + 40 * Math.min(1, (t - 0.45) * 3) : 0;
  const [leftBead, rightBead] = ctBeadColumns();
  const beadRadius = 2 / CtPhantom.pixelSpacing;
  const noise = grain(1000 + index);
  const row = new Int16Array(size);
  // Painted back to front, one row at a time (each shape is an interval of the row).
  for (let y = 0; y < size; y++) {
    row.fill(hu.air);
    paintEllipseRow(row, y, 256, 262, 205, 150, hu.fat);
    paintEllipseRow(row, y, 256, 262, 193, 138, hu.softTissue);
    paintEllipseRow(row, y, 256 - 92, 245, lungRx, lungRy, hu.lung);
    paintEllipseRow(row, y, 256 + 92, 245, lungRx, lungRy, hu.lung);
    if (heart > 0) paintEllipseRow(row, y, 240, 215, heart * 1.2, heart, hu.blood);
    paintEllipseRow(row, y, 270, 305, 13, 13, 200); // descending aorta with contrast
    paintEllipseRow(row, y, 256, 360, 24, 21, hu.bone); // vertebral body: cortex
    paintEllipseRow(row, y, 256, 360, 19, 16, 300); // cancellous bone
    paintEllipseRow(row, y, 256, 398, 8, 14, hu.bone); // spinous process
    paintEllipseRow(row, y, 256, 130, 14, 8, hu.bone); // sternum
    paintEllipseRow(row, y, leftBead, CtPhantom.beadRow, beadRadius, beadRadius, hu.bead);
    paintEllipseRow(row, y, rightBead, CtPhantom.beadRow, beadRadius, beadRadius, hu.bead);
    const offset = y * size;
    for (let x = 0; x < size; x++) {
      const value = row[x]!;
      out[offset + x] = value > -950 ? value + Math.round(noise() * 16) : value;
    }
  }
  return out;
}

/** Slice `index` of the chest CT as stored (12 bits, before the rescale). */
function ctStoredSlice(index: number): Uint16Array {
  const hounsfield = ctSliceHounsfield(index);
  const pixels = new Uint16Array(hounsfield.length);
  for (let i = 0; i < hounsfield.length; i++) pixels[i] = Math.max(0, Math.min(4095, (hounsfield[i]! - CtPhantom.rescaleIntercept) / CtPhantom.rescaleSlope));
  return pixels;
}

/** The CT's position and rescale tags of slice `index` (shared by its series). */
function ctSliceTags(index: number): DicomElement[] {
  const z = -50 - index * CtPhantom.sliceThickness;
  const frameOfReference = uid('chest-ct/frame');
  return [
        textElement(tag(0x0018, 0x0050), 'DS', decimal(CtPhantom.sliceThickness)),
        textElement(tag(0x0018, 0x0060), 'DS', '120'),
        textElement(tag(0x0018, 0x0088), 'DS', decimal(CtPhantom.sliceThickness)),
        textElement(tag(0x0020, 0x0032), 'DS', `${decimal(-(CtPhantom.size / 2) * CtPhantom.pixelSpacing)}\\${decimal(-(CtPhantom.size / 2) * CtPhantom.pixelSpacing)}\\${decimal(z)}`),
        textElement(tag(0x0020, 0x0037), 'DS', '1\\0\\0\\0\\1\\0'),
        textElement(tag(0x0020, 0x0052), 'UI', frameOfReference),
        textElement(tag(0x0020, 0x1041), 'DS', decimal(z)),
        textElement(tag(0x0028, 0x1052), 'DS', decimal(CtPhantom.rescaleIntercept)),
        textElement(tag(0x0028, 0x1053), 'DS', decimal(CtPhantom.rescaleSlope)),
        textElement(tag(0x0028, 0x1054), 'LO', 'HU'),
  ];
}

function chestCt(): DemoStudy {
  const studyUid = uid('chest-ct/study');
  const seriesUid = uid('chest-ct/series/1');
  const files = Array.from({ length: CtPhantom.slices }, (_, index) => {
    const bytes = imageFile({
      sopClass: SopClass.ct,
      modality: 'CT',
      studyUid,
      seriesUid,
      instanceUid: uid(`chest-ct/instance/${index + 1}`),
      seriesNumber: 1,
      instanceNumber: index + 1,
      studyDescription: 'CT chest (phantom)',
      seriesDescription: 'Axial 2.5 mm soft tissue',
      bodyPart: 'CHEST',
      rows: CtPhantom.size,
      columns: CtPhantom.size,
      pixelSpacing: CtPhantom.pixelSpacing,
      window: CtPhantom.window,
      windowExplanation: 'MEDIASTINUM',
      pixels: ctStoredSlice(index),
      extra: ctSliceTags(index),
    });
    return { name: `ct-${String(index + 1).padStart(3, '0')}.dcm`, bytes };
  });
  return {
    key: 'chest-ct',
    title: 'CT chest: lungs, mediastinum and spine',
    description: `${CtPhantom.slices} axial slices, 2.5 mm. Two calibration beads on every slice are 100 mm apart: measure them.`,
    studyUid,
    series: [{ seriesUid, description: 'Axial 2.5 mm soft tissue', files }],
  };
}

/**
 * The CT's lung-window series, as a PACS archive sends it: JPEG-LS lossless
 * (1.2.840.10008.1.2.4.80), every fourth slice (10 mm apart), windowed for the lungs. Encoded with
 * CharLS (the encoding build of the package whose decoder the viewer runs), which is asynchronous
 * WebAssembly: so the seed and the generator add it (`demoStudiesWithArchiveSeries`), while
 * `demoStudiesByCourse` stays synchronous for the tests that read the phantoms.
 */
export const CtLungSeries = { every: 4, window: { center: -600, width: 1500 }, transferSyntax: '1.2.840.10008.1.2.4.80' } as const;

interface JpegLsEncoder {
  getDecodedBuffer(info: { width: number; height: number; bitsPerSample: number; componentCount: number }): Uint8Array;
  setNearLossless(error: number): void;
  encode(): void;
  getEncodedBuffer(): Uint8Array;
  delete(): void;
}
let charls: Promise<{ JpegLSEncoder: new () => JpegLsEncoder }> | undefined;

export async function ctLungSeries(): Promise<DemoSeries> {
  const quiet = () => undefined;
  charls ??= (createRequire(import.meta.url)('@cornerstonejs/codec-charls/wasmjs') as (options: object) => Promise<{ JpegLSEncoder: new () => JpegLsEncoder }>)({ print: quiet, printErr: quiet });
  const { JpegLSEncoder } = await charls;
  const studyUid = uid('chest-ct/study');
  const seriesUid = uid('chest-ct/series/2');
  const files: { name: string; bytes: Uint8Array }[] = [];
  for (let index = 0; index < CtPhantom.slices; index += CtLungSeries.every) {
    const pixels = ctStoredSlice(index);
    const encoder = new JpegLSEncoder();
    let fragment: Uint8Array;
    try {
      encoder.getDecodedBuffer({ width: CtPhantom.size, height: CtPhantom.size, bitsPerSample: 12, componentCount: 1 }).set(new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.byteLength));
      encoder.setNearLossless(0);
      encoder.encode();
      const encoded = encoder.getEncodedBuffer();
      // A fragment has an even length (PS3.5 A.4): one padding byte after the end-of-image marker.
      fragment = new Uint8Array(encoded.length + (encoded.length % 2));
      fragment.set(encoded);
    } finally {
      encoder.delete();
    }
    const number = files.length + 1;
    const bytes = imageFile({
      sopClass: SopClass.ct,
      modality: 'CT',
      studyUid,
      seriesUid,
      instanceUid: uid(`chest-ct/series/2/instance/${number}`),
      seriesNumber: 2,
      instanceNumber: number,
      studyDescription: 'CT chest (phantom)',
      seriesDescription: 'Axial 10 mm lung window (JPEG-LS)',
      bodyPart: 'CHEST',
      rows: CtPhantom.size,
      columns: CtPhantom.size,
      pixelSpacing: CtPhantom.pixelSpacing,
      window: CtLungSeries.window,
      windowExplanation: 'LUNG',
      pixels,
      extra: ctSliceTags(index),
      encoded: { transferSyntax: CtLungSeries.transferSyntax, fragment },
    });
    files.push({ name: `ct-lung-${String(number).padStart(3, '0')}.dcm`, bytes });
  }
  return { seriesUid, description: 'Axial 10 mm lung window (JPEG-LS)', files };
}

/** The demo studies with the CT's JPEG-LS lung series added (what the seed imports). */
export async function demoStudiesWithArchiveSeries(): Promise<Map<number, DemoStudy[]>> {
  const lung = await ctLungSeries();
  return new Map([...demoStudiesByCourse()].map(([sosId, studies]) => [sosId, studies.map((study) => (study.key === 'chest-ct' ? { ...study, series: [...study.series, lung] } : study))]));
}

function brainMr(): DemoStudy {
  const studyUid = uid('brain-mr/study');
  const seriesUid = uid('brain-mr/series/1');
  const { size } = MrPhantom;
  const files = Array.from({ length: MrPhantom.slices }, (_, index) => {
    const t = index / (MrPhantom.slices - 1);
    const scale = Math.sin(Math.PI * (0.1 + 0.8 * t));
    const noise = grain(2000 + index);
    const pixels = new Uint16Array(size * size);
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        let value = 0;
        const rx = 95 * scale + 10;
        const ry = 115 * scale + 10;
        if (inEllipse(x, y, 128, 128, rx + 8, ry + 8)) value = 900; // scalp fat (bright on T1)
        if (inEllipse(x, y, 128, 128, rx + 4, ry + 4)) value = 60; // skull (dark)
        if (inEllipse(x, y, 128, 128, rx, ry)) value = 620; // grey matter
        if (inEllipse(x, y, 128, 128, rx * 0.8, ry * 0.8)) value = 820; // white matter
        if (t > 0.3 && t < 0.75 && (inEllipse(x, y, 116, 120, 8, 28 * scale) || inEllipse(x, y, 140, 120, 8, 28 * scale))) value = 180; // lateral ventricles (CSF)
        pixels[y * size + x] = value === 0 ? 0 : Math.max(0, value + Math.round(noise() * 40));
      }
    }
    const bytes = imageFile({
      sopClass: SopClass.mr,
      modality: 'MR',
      studyUid,
      seriesUid,
      instanceUid: uid(`brain-mr/instance/${index + 1}`),
      seriesNumber: 1,
      instanceNumber: index + 1,
      studyDescription: 'MR brain (phantom)',
      seriesDescription: 'Axial T1',
      bodyPart: 'HEAD',
      rows: size,
      columns: size,
      pixelSpacing: MrPhantom.pixelSpacing,
      window: MrPhantom.window,
      windowExplanation: 'T1',
      pixels,
      encoding: 'rle',
      extra: [
        textElement(tag(0x0018, 0x0020), 'CS', 'SE'),
        textElement(tag(0x0018, 0x0050), 'DS', decimal(MrPhantom.sliceThickness)),
        textElement(tag(0x0018, 0x0080), 'DS', '500'),
        textElement(tag(0x0018, 0x0081), 'DS', '15'),
        textElement(tag(0x0018, 0x0087), 'DS', '1.5'),
        textElement(tag(0x0020, 0x0032), 'DS', `-120\\-120\\${decimal(index * MrPhantom.sliceThickness)}`),
        textElement(tag(0x0020, 0x0037), 'DS', '1\\0\\0\\0\\1\\0'),
      ],
    });
    return { name: `mr-${String(index + 1).padStart(3, '0')}.dcm`, bytes };
  });
  return { key: 'brain-mr', title: 'MR brain: axial T1', description: `${MrPhantom.slices} axial T1 slices, 5 mm: grey and white matter, ventricles.`, studyUid, series: [{ seriesUid, description: 'Axial T1', files }] };
}

function chestRadiograph(variant: string): DemoStudy {
  const studyUid = uid(`chest-radiograph/${variant}/study`);
  const seriesUid = uid(`chest-radiograph/${variant}/series/1`);
  const { size } = RadiographPhantom;
  const noise = grain(3000);
  const pixels = new Uint16Array(size * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      // A radiograph: more attenuation = brighter (MONOCHROME2). Air outside the body is dark.
      let value = 300;
      if (inEllipse(x, y, 512, 560, 420, 470)) value = 2600; // soft tissue of the thorax
      if (inEllipse(x, y, 330, 520, 150, 300) || inEllipse(x, y, 694, 520, 150, 300)) value = 900; // lungs
      if (inEllipse(x, y, 560, 640, 150, 130)) value = Math.max(value, 2500); // heart shadow
      if (Math.abs(x - 512) < 32 && y > 120) value = 3400; // spine
      for (let rib = 0; rib < 9; rib++) {
        const ribY = 260 + rib * 58 + 0.0006 * (x - 512) ** 2;
        if (Math.abs(y - ribY) < 9 && Math.abs(x - 512) > 40 && Math.abs(x - 512) < 400) value = Math.max(value, 2900);
      }
      if (Math.abs(y - (200 - 0.00025 * (x - 512) ** 2)) < 12 && Math.abs(x - 512) > 30 && Math.abs(x - 512) < 330) value = 3300; // clavicles
      pixels[y * size + x] = Math.max(0, Math.min(4095, value + Math.round(noise() * 60)));
    }
  }
  const bytes = imageFile({
    sopClass: SopClass.cr,
    modality: 'CR',
    studyUid,
    seriesUid,
    instanceUid: uid(`chest-radiograph/${variant}/instance/1`),
    seriesNumber: 1,
    instanceNumber: 1,
    studyDescription: 'Chest radiograph PA (phantom)',
    seriesDescription: 'PA erect',
    bodyPart: 'CHEST',
    rows: size,
    columns: size,
    pixelSpacing: RadiographPhantom.pixelSpacing,
    window: RadiographPhantom.window,
    windowExplanation: 'FULL',
    pixels,
    extra: [textElement(tag(0x0018, 0x1164), 'DS', `${decimal(RadiographPhantom.pixelSpacing)}\\${decimal(RadiographPhantom.pixelSpacing)}`), textElement(tag(0x0018, 0x5101), 'CS', 'PA')],
  });
  return { key: 'chest-radiograph', title: 'Chest radiograph (PA)', description: 'A single posteroanterior chest film: lungs, heart shadow, ribs and clavicles.', studyUid, series: [{ seriesUid, description: 'PA erect', files: [{ name: 'cr-001.dcm', bytes }] }] };
}

/**
 * The demo world's studies by course (SOSId): MDCAT (11) has the CT, the MR and a radiograph; NUMS
 * (21) has a radiograph of its own (so a token of one course never opens the other's study).
 */
let generated: Map<number, DemoStudy[]> | undefined;
export function demoStudiesByCourse(): Map<number, DemoStudy[]> {
  // Generated once per process (the seed and the tests share them; nothing changes them).
  return (generated ??= new Map([
    [11, [chestCt(), brainMr(), chestRadiograph('mdcat')]],
    [21, [chestRadiograph('nums')]],
  ]));
}
