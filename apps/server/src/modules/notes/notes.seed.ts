import type { DemoCourseData } from '@portal/domain/fixtures';
import type { Database } from '../../core/context';
import { courseBookmarks, courseNotes } from './notes.tables';

/** One enrolment's demo notes and bookmarks (ids are the database's own). */
export async function seedEnrolmentNotes(db: Database, userId: string, data: DemoCourseData): Promise<void> {
  const candidateSosId = data.course.CandidateSOSId;
  if (data.notes.length > 0) {
    await db.insert(courseNotes).values(
      data.notes.map((note) => {
        const createdAt = new Date(note.CreatedOn);
        return {
          userId,
          candidateSosId,
          sosDetailContentId: note.SOSDetailContentId,
          contentType: note.ContentType,
          note: note.Note,
          videoTimeSeconds: note.VideoTimeSeconds,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );
  }
  if (data.bookmarks.length > 0) {
    await db
      .insert(courseBookmarks)
      .values(data.bookmarks.map((bookmark) => ({ userId, candidateSosId, sosDetailContentId: bookmark.SOSDetailContentId, contentType: bookmark.ContentType, createdAt: new Date(bookmark.CreatedOn) })))
      .onConflictDoNothing();
  }
}
