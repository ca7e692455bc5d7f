import { readFile } from 'node:fs/promises';
import { EBookActivityData, type EBook, type EBookActivity } from '@portal/domain';
import type { Database } from '../../core/context';
import type { FileStorage } from '../../platform/storage';
import { eBookContentType, eBookFileKey, eBookFileName, eBookFormat } from './ebook-files';
import { eBookActivities } from './ebooks.tables';

/** The demo e-book files (apps/server/demo-media/ebooks), when they have been generated. */
export const demoEBooksFolder = new URL('../../../demo-media/ebooks/', import.meta.url);

/**
 * Copies the demo e-books' files into storage unless they are there already. A file not generated
 * yet is skipped: GetEBookFile then answers 404 for that book.
 */
export async function seedEBookFiles(storage: FileStorage, eBooks: readonly EBook[]): Promise<void> {
  for (const eBook of eBooks) {
    const key = eBookFileKey(eBook.Url);
    if (await storage.stat(key)) continue;
    const bytes = await readFile(new URL(eBookFileName(eBook.Url), demoEBooksFolder)).catch(() => null);
    if (bytes) await storage.put(key, bytes, eBookContentType(eBookFormat(eBook.Url)));
  }
}

/** A candidate's demo e-book activities (ids are the database's own), in their order. */
export async function seedEBookActivities(db: Database, userId: string, eBooks: readonly EBook[], activities: readonly EBookActivity[]): Promise<void> {
  const enrolmentOf = new Map(eBooks.map((eBook) => [eBook.EBookId, eBook.CandidateSOSId]));
  const rows = activities.flatMap((activity) => {
    const candidateSosId = enrolmentOf.get(activity.EBookId);
    if (candidateSosId === undefined) return [];
    const createdAt = new Date(activity.CreatedOn);
    return [{ userId, candidateSosId, eBookId: activity.EBookId, kind: activity.Kind, data: EBookActivityData.parse(JSON.parse(activity.Data)), createdAt, updatedAt: createdAt }];
  });
  if (rows.length > 0) await db.insert(eBookActivities).values(rows);
}
