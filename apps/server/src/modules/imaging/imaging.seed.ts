import type { Database } from '../../core/context';
import type { FileStorage } from '../../platform/storage';
import { demoStudiesWithArchiveSeries } from './dicom/demo-studies';
import { deidentify, replacementUid } from './dicom/deidentify';
import { readDicomFile, tag, textOf, writeDicomFile } from './dicom/part10';
import { imagingFileKey, importStudy } from './imaging-import';
import { courseStorageKeys, findStudyByUid } from './imaging.queries';

/**
 * The demo studies (dicom/demo-studies.ts, with the CT's JPEG-LS lung series), generated at seed time (about 2 s, nothing committed)
 * and filed through the same import as a teacher's folder (validated, de-identified). Skipped when
 * every demo course already has its studies and their files are in storage.
 */
export async function seedDemoImaging(db: Database, storage: FileStorage, salt: string, now: Date): Promise<void> {
  const courses = [11, 21];
  const keys = await courseStorageKeys(db, courses);
  if (keys.length > 0 && (await Promise.all(keys.map((key) => storage.stat(key)))).every(Boolean)) return;
  for (const [sosId, studies] of await demoStudiesWithArchiveSeries()) {
    for (const study of studies) {
      const stored = await findStudyByUid(db, sosId, replacementUid(study.studyUid, salt));
      if (stored) {
        // Rows from an earlier seed (a copied database): put the files back under the same keys.
        await importFilesOnly(storage, salt, sosId, study.series.flatMap((series) => series.files));
        continue;
      }
      await importStudy(db, storage, salt, { sosId, title: study.title, description: study.description, files: study.series.flatMap((series) => series.files) }, now);
    }
  }
}

async function importFilesOnly(storage: FileStorage, salt: string, sosId: number, files: readonly { name: string; bytes: Uint8Array }[]): Promise<void> {
  for (const file of files) {
    const cleaned = deidentify(readDicomFile(file.bytes), salt);
    await storage.put(imagingFileKey(sosId, textOf(cleaned.dataset, tag(0x0008, 0x0018)) ?? ''), writeDicomFile(cleaned), 'application/dicom');
  }
}
