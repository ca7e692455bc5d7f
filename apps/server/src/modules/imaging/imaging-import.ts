import { CloudStorageFolder } from '@portal/domain';
import type { Database } from '../../core/context';
import type { FileStorage } from '../../platform/storage';
import { catalogueFileKey } from '../courses';
import { deidentify } from './dicom/deidentify';
import {
  DicomFormatError,
  Tags,
  findElement,
  isEncapsulated,
  readDicomFile,
  tag,
  textOf,
  uint16Of,
  writeDicomFile,
  type DicomFile,
} from './dicom/part10';
import { findStudyByUid, insertStudy, type StudyRow } from './imaging.queries';

export interface ImportFile {
  /** The file's name in the folder (named in problems). */
  readonly name: string;
  readonly bytes: Uint8Array;
}

export interface ImportProblem {
  readonly file: string;
  readonly reason: string;
}

/** The import was refused: nothing was stored. `problems` names each file and why. */
export class ImportRefusedError extends Error {
  constructor(readonly problems: readonly ImportProblem[]) {
    super(`import refused:\n${problems.map((problem) => `  ${problem.file}: ${problem.reason}`).join('\n')}`);
  }
}

const T = {
  sopClassUid: tag(0x0008, 0x0016),
  sopInstanceUid: tag(0x0008, 0x0018),
  modality: tag(0x0008, 0x0060),
  studyDescription: tag(0x0008, 0x1030),
  seriesDescription: tag(0x0008, 0x103e),
  bodyPart: tag(0x0018, 0x0015),
  sliceThickness: tag(0x0018, 0x0050),
  studyUid: tag(0x0020, 0x000d),
  seriesUid: tag(0x0020, 0x000e),
  seriesNumber: tag(0x0020, 0x0011),
  instanceNumber: tag(0x0020, 0x0013),
  samplesPerPixel: tag(0x0028, 0x0002),
  photometric: tag(0x0028, 0x0004),
  frames: tag(0x0028, 0x0008),
  rows: tag(0x0028, 0x0010),
  columns: tag(0x0028, 0x0011),
  pixelSpacing: tag(0x0028, 0x0030),
  bitsAllocated: tag(0x0028, 0x0100),
  burnedInAnnotation: tag(0x0028, 0x0301),
  windowCenter: tag(0x0028, 0x1050),
  windowWidth: tag(0x0028, 0x1051),
} as const;

/** A file that passed validation: parsed, with the UIDs it arrived with. */
interface CheckedFile {
  readonly name: string;
  readonly file: DicomFile;
  readonly studyUid: string;
}

/**
 * Validates one file as an image we can file and serve: a readable Part-10 file (little endian;
 * see part10.ts), with SOP class/instance, study and series UIDs, Modality, image pixel module
 * (rows, columns, bits allocated 8 or 16, photometric interpretation) and pixel data of the size
 * they announce (native syntaxes), and no burned-in annotation (its pixels may carry the patient's
 * identity, which de-identification by tags cannot remove).
 */
export function checkDicomFile(name: string, bytes: Uint8Array): CheckedFile | ImportProblem {
  let file: DicomFile;
  try {
    file = readDicomFile(bytes);
  } catch (error) {
    if (error instanceof DicomFormatError) return { file: name, reason: error.message };
    throw error;
  }
  const { dataset } = file;
  for (const [label, wanted] of [
    ['SOP Class UID (0008,0016)', T.sopClassUid],
    ['SOP Instance UID (0008,0018)', T.sopInstanceUid],
    ['Modality (0008,0060)', T.modality],
    ['Study Instance UID (0020,000D)', T.studyUid],
    ['Series Instance UID (0020,000E)', T.seriesUid],
    ['Photometric Interpretation (0028,0004)', T.photometric],
  ] as const) {
    if (!textOf(dataset, wanted)) return { file: name, reason: `${label} is missing` };
  }
  const rows = uint16Of(dataset, T.rows);
  const columns = uint16Of(dataset, T.columns);
  const bitsAllocated = uint16Of(dataset, T.bitsAllocated);
  if (!rows || !columns) return { file: name, reason: 'Rows and Columns (0028,0010/0011) are missing: not an image' };
  if (bitsAllocated !== 8 && bitsAllocated !== 16) return { file: name, reason: `Bits Allocated ${bitsAllocated ?? 'missing'}: only 8 and 16 are taken` };
  const pixelData = findElement(dataset, Tags.pixelData);
  if (!pixelData?.value) return { file: name, reason: 'Pixel Data (7FE0,0010) is missing' };
  if (!isEncapsulated(file.transferSyntax)) {
    const samples = uint16Of(dataset, T.samplesPerPixel) ?? 1;
    const frames = Number(textOf(dataset, T.frames) ?? '1') || 1;
    const expected = rows * columns * samples * frames * (bitsAllocated / 8);
    if (pixelData.value.length < expected) return { file: name, reason: `Pixel Data holds ${pixelData.value.length} bytes, the image needs ${expected}` };
  }
  if (textOf(dataset, T.burnedInAnnotation)?.toUpperCase() === 'YES') {
    return { file: name, reason: 'Burned In Annotation (0028,0301) is YES: the pixels may show the patient, so the file is not imported' };
  }
  return { name, file, studyUid: textOf(dataset, T.studyUid) ?? '' };
}

export interface ImportRequest {
  /** The course (SOSId) the study is filed under. */
  readonly sosId: number;
  /** Shown in the course's list; default the Study Description, else the modality. */
  readonly title?: string;
  readonly description?: string;
  readonly files: readonly ImportFile[];
}

/** The key of a stored instance: a catalogue file under the readings folder, like e-books. */
export const imagingFileKey = (sosId: number, sopInstanceUid: string) => catalogueFileKey(CloudStorageFolder.readings, `dicom-${sosId}-${sopInstanceUid}.dcm`);

const summaryOf = (dataset: DicomFile['dataset']): Record<string, string> => {
  const summary: Record<string, string> = {};
  const text = (key: string, wanted: number) => {
    const value = textOf(dataset, wanted);
    if (value) summary[key] = value;
  };
  text('Modality', T.modality);
  text('BodyPartExamined', T.bodyPart);
  text('PixelSpacing', T.pixelSpacing);
  text('SliceThickness', T.sliceThickness);
  text('WindowCenter', T.windowCenter);
  text('WindowWidth', T.windowWidth);
  summary.Rows = String(uint16Of(dataset, T.rows) ?? '');
  summary.Columns = String(uint16Of(dataset, T.columns) ?? '');
  return summary;
};

/**
 * Imports one study from its files: validates every file (any problem refuses the whole import,
 * naming each file), de-identifies them (PS3.15 basic profile, deidentify.ts; UIDs replaced under
 * `salt`), stores them (application/dicom) and files study -> series -> instances under the course.
 * A study the course has already (same de-identified Study Instance UID) is refused.
 */
export async function importStudy(db: Database, storage: Pick<FileStorage, 'put'>, salt: string, request: ImportRequest, now: Date): Promise<StudyRow> {
  if (request.files.length === 0) throw new ImportRefusedError([{ file: '(folder)', reason: 'no .dcm files' }]);
  const checked: CheckedFile[] = [];
  const problems: ImportProblem[] = [];
  for (const { name, bytes } of request.files) {
    const result = checkDicomFile(name, bytes);
    if ('reason' in result) problems.push(result);
    else checked.push(result);
  }
  const studyUids = new Set(checked.map((file) => file.studyUid));
  if (studyUids.size > 1) problems.push({ file: '(folder)', reason: `the files belong to ${studyUids.size} studies: import one study at a time` });
  const seen = new Set<string>();
  for (const file of checked) {
    const sop = textOf(file.file.dataset, T.sopInstanceUid) ?? '';
    if (seen.has(sop)) problems.push({ file: file.name, reason: `SOP Instance UID ${sop} appears twice` });
    seen.add(sop);
  }
  if (problems.length > 0) throw new ImportRefusedError(problems);

  const cleaned = checked.map((file) => deidentify(file.file, salt));
  const first = cleaned[0]!.dataset;
  // The descriptions are removed from the files (profile action X); the course's labels are taken
  // from the originals (the importer can override the title).
  const original = checked[0]!.file.dataset;
  const studyUid = textOf(first, T.studyUid) ?? '';
  if (await findStudyByUid(db, request.sosId, studyUid)) throw new ImportRefusedError([{ file: '(folder)', reason: `course ${request.sosId} has this study already` }]);

  const bySeries = new Map<string, { number: number; description: string; modality: string; instances: { sopInstanceUid: string; instanceNumber: number; storageKey: string; sizeBytes: number; transferSyntax: string; summary: Record<string, string> }[] }>();
  for (const [index, file] of cleaned.entries()) {
    const bytes = writeDicomFile(file);
    const sopInstanceUid = textOf(file.dataset, T.sopInstanceUid) ?? '';
    const seriesUid = textOf(file.dataset, T.seriesUid) ?? '';
    const storageKey = imagingFileKey(request.sosId, sopInstanceUid);
    await storage.put(storageKey, bytes, 'application/dicom');
    const series = bySeries.get(seriesUid) ?? {
      number: Number(textOf(file.dataset, T.seriesNumber) ?? '0') || 0,
      description: textOf(checked[index]!.file.dataset, T.seriesDescription) ?? '',
      modality: textOf(file.dataset, T.modality) ?? '',
      instances: [],
    };
    bySeries.set(seriesUid, series);
    series.instances.push({ sopInstanceUid, instanceNumber: Number(textOf(file.dataset, T.instanceNumber) ?? '0') || 0, storageKey, sizeBytes: bytes.length, transferSyntax: file.transferSyntax, summary: summaryOf(file.dataset) });
  }
  const modality = textOf(first, T.modality) ?? '';
  const row = await insertStudy(db, {
    study: {
      sosId: request.sosId,
      studyUid,
      title: request.title ?? textOf(original, T.studyDescription) ?? `${modality} study`,
      description: request.description ?? '',
      modality,
      createdAt: now,
    },
    series: [...bySeries].map(([seriesUid, series]) => ({
      row: { seriesUid, seriesNumber: series.number, description: series.description || `Series ${series.number}`, modality: series.modality },
      instances: series.instances,
    })),
  });
  if (!row) throw new ImportRefusedError([{ file: '(folder)', reason: `course ${request.sosId} has this study already` }]);
  return row;
}
