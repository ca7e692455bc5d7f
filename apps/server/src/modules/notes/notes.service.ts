import {
  ActivityType,
  ContentFilter,
  ContentType,
  Feature,
  type Bookmark,
  type BookmarksQuery,
  type BookmarksResponse,
  type CandidateNote,
  type Course,
  type CreateNoteRequest,
  type NotesQuery,
  type NotesResponse,
  type RemoveBookmarkQuery,
  type RemoveNoteQuery,
  type SaveBookmarkRequest,
  type UpdateNoteRequest,
} from '@portal/domain';
import type { ServiceContext } from '../../core/context';
import { AppError } from '../../core/errors';
import type { Caller } from '../../http/authentication';
import type { ContentPlace, CourseAccess } from '../courses';
import {
  countBookmarks,
  countNotes,
  deleteBookmark,
  deleteNote,
  insertBookmark,
  insertNote,
  listBookmarks,
  listNotes,
  updateNote,
  type ListFilter,
} from './notes.queries';

const notFound = () => new AppError(404, 'NotFoundException', 'NotFound');

const listFilter = (query: NotesQuery): ListFilter => ({
  contentType: query.filter === ContentFilter.All ? undefined : query.filter,
  sosDetailContentId: query.sosDetailContentId,
});

/**
 * Course notes and bookmarks (spec 7): every call checks the enrolment is the caller's (another
 * candidate's answers like a missing one) and that the package has Notes / Bookmarks (403). A new
 * note or bookmark needs content the caller can open (its day unlocked). Lists are one page, newest
 * first, with TotalRecords (spec 4: load more while fewer are loaded): enrolment, count, page and
 * the items' places, four statements whatever the page size.
 */
export function createNotesService({ db, clock }: ServiceContext, access: CourseAccess) {
  async function placeOf(course: Course, sosDetailContentId: number): Promise<ContentPlace> {
    const place = (await access.places(course, [sosDetailContentId])).get(sosDetailContentId);
    if (!place) throw notFound();
    return place;
  }

  const noteOf = (row: Awaited<ReturnType<typeof insertNote>>, place: ContentPlace): CandidateNote => ({
    ...place,
    CandidateNoteId: row.id,
    Note: row.note,
    VideoTimeSeconds: row.videoTimeSeconds,
    CreatedOn: row.createdAt.toISOString(),
  });

  const bookmarkOf = (row: Awaited<ReturnType<typeof insertBookmark>>, place: ContentPlace): Bookmark => ({
    ...place,
    BookmarkId: row.id,
    CreatedOn: row.createdAt.toISOString(),
  });

  return {
    async createNote(caller: Caller, request: CreateNoteRequest): Promise<CandidateNote> {
      const opened = await access.content(caller, request.CandidateSOSId, { sosDetailContentId: request.SOSDetailContentId }, { feature: Feature.Notes });
      const isVideo = opened.activity.ActivityType === ActivityType.video;
      const now = clock();
      const row = await insertNote(db, {
        userId: caller.user.id,
        candidateSosId: request.CandidateSOSId,
        sosDetailContentId: request.SOSDetailContentId,
        contentType: isVideo ? ContentType.video : ContentType.reading,
        note: request.Note,
        // spec (issue): a note on a video keeps the second it was taken at; a reading has none.
        videoTimeSeconds: isVideo ? (request.VideoTimeSeconds ?? null) : null,
        createdAt: now,
        updatedAt: now,
      });
      return noteOf(row, await placeOf(opened.course, row.sosDetailContentId));
    },

    async updateNote(caller: Caller, request: UpdateNoteRequest): Promise<CandidateNote> {
      const course = await access.enrolment(caller, request.CandidateSOSId, Feature.Notes);
      const row = await updateNote(db, request.CandidateSOSId, request.CandidateNoteId, request.Note, clock());
      if (!row) throw notFound();
      return noteOf(row, await placeOf(course, row.sosDetailContentId));
    },

    async notes(caller: Caller, query: NotesQuery): Promise<NotesResponse> {
      const course = await access.enrolment(caller, query.candidateSOSId, Feature.Notes);
      const filter = listFilter(query);
      const [total, rows] = await Promise.all([
        countNotes(db, query.candidateSOSId, filter),
        listNotes(db, query.candidateSOSId, filter, (query.pageNumber - 1) * query.pageSize, query.pageSize),
      ]);
      const places = await access.places(course, rows.map((row) => row.sosDetailContentId));
      return {
        TotalRecords: total,
        Notes: rows.flatMap((row) => {
          const place = places.get(row.sosDetailContentId);
          return place ? [noteOf(row, place)] : [];
        }),
      };
    },

    async removeNote(caller: Caller, query: RemoveNoteQuery): Promise<null> {
      await access.enrolment(caller, query.candidateSOSId, Feature.Notes);
      if (!(await deleteNote(db, query.candidateSOSId, query.candidateNoteId))) throw notFound();
      return null;
    },

    async saveBookmark(caller: Caller, request: SaveBookmarkRequest): Promise<Bookmark> {
      const opened = await access.content(caller, request.CandidateSOSId, { sosDetailContentId: request.SOSDetailContentId }, { feature: Feature.Bookmarks });
      const row = await insertBookmark(db, {
        userId: caller.user.id,
        candidateSosId: request.CandidateSOSId,
        sosDetailContentId: request.SOSDetailContentId,
        contentType: opened.activity.ActivityType === ActivityType.video ? ContentType.video : ContentType.reading,
        createdAt: clock(),
      });
      return bookmarkOf(row, await placeOf(opened.course, row.sosDetailContentId));
    },

    async bookmarks(caller: Caller, query: BookmarksQuery): Promise<BookmarksResponse> {
      const course = await access.enrolment(caller, query.candidateSOSId, Feature.Bookmarks);
      const filter = listFilter(query);
      const [total, rows] = await Promise.all([
        countBookmarks(db, query.candidateSOSId, filter),
        listBookmarks(db, query.candidateSOSId, filter, (query.pageNumber - 1) * query.pageSize, query.pageSize),
      ]);
      const places = await access.places(course, rows.map((row) => row.sosDetailContentId));
      return {
        TotalRecords: total,
        BookMarks: rows.flatMap((row) => {
          const place = places.get(row.sosDetailContentId);
          return place ? [bookmarkOf(row, place)] : [];
        }),
      };
    },

    async removeBookmark(caller: Caller, query: RemoveBookmarkQuery): Promise<null> {
      await access.enrolment(caller, query.candidateSOSId, Feature.Bookmarks);
      if (!(await deleteBookmark(db, query.candidateSOSId, query.sosDetailContentId))) throw notFound();
      return null;
    },
  };
}

export type NotesService = ReturnType<typeof createNotesService>;
