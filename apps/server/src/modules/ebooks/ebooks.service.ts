import {
  EBookActivityData,
  EBookMotivation,
  type EBook,
  type EBookActivitiesListQuery,
  type EBookActivitiesListResponse,
  type EBookActivitiesQuery,
  type EBookActivity,
  type EBookActivityKind,
  type EBookAllActivitiesResponse,
  type EBookFileQuery,
  type EBookFileResponse,
  type EBookLocationResponse,
  type EBookLocation,
  type RemoveEBookActivityQuery,
  type SaveEBookActivityRequest,
  type SaveEBookLocationRequest,
  type UpdateEBookActivityRequest,
} from '@portal/domain';
import type { ServiceContext } from '../../core/context';
import { AppError } from '../../core/errors';
import type { Caller } from '../../http/authentication';
import type { FileStorage } from '../../platform/storage';
import type { DashboardModule } from '../dashboard';
import type { FilesModule } from '../files';
import { eBookContentType, eBookFileKey, eBookFileName, eBookFormat } from './ebook-files';
import {
  countActivities,
  deleteActivity,
  findActivity,
  findLocation,
  insertActivity,
  listBookActivities,
  pageActivities,
  updateActivityData,
  upsertLocation,
  type EBookActivityRow,
} from './ebooks.queries';

export interface EBooksContext extends ServiceContext {
  readonly dashboard: Pick<DashboardModule, 'eBook'>;
  readonly files: Pick<FilesModule, 'signedReadUrl'>;
  readonly storage: Pick<FileStorage, 'stat'>;
}

const notFound = () => new AppError(404, 'NotFoundException', 'NotFound');

const activityOf = (row: EBookActivityRow): EBookActivity => ({
  EBookActivityId: row.id,
  EBookId: row.eBookId,
  Kind: row.kind,
  Data: JSON.stringify(row.data),
  CreatedOn: row.createdAt.toISOString(),
});

/**
 * The Data text was validated by the route's schema (EBookActivityDataText); here it is read, and
 * its motivation must be the one of the call (a bookmark through SaveEBookHighlight is refused).
 */
function dataFor(kind: EBookActivityKind, text: string): Record<string, unknown> {
  const data = EBookActivityData.parse(JSON.parse(text));
  const wanted = EBookMotivation[kind];
  if (data.motivation !== wanted) throw new AppError(400, 'ValidationException', null, `Data.motivation: must be '${wanted}' for a ${kind}.`);
  return data;
}

/**
 * E-books (spec 3, 4, 7): every call first finds the e-book in the caller's list under the given
 * enrolment (another candidate's book, or one outside their list, answers 404 like a missing one),
 * then works on the caller's own rows only. Lists follow the spec's client rules: notes in the
 * order they were added (a new one appends), bookmarks and highlights newest first (a new one goes
 * first).
 */
export function createEBooksService({ db, clock, dashboard, files, storage }: EBooksContext) {
  async function ownBook(caller: Caller, candidateSosId: number, eBookId: number): Promise<EBook> {
    const eBook = await dashboard.eBook(caller.user.id, candidateSosId, eBookId);
    if (!eBook) throw notFound();
    return eBook;
  }

  async function save(caller: Caller, kind: EBookActivityKind, request: SaveEBookActivityRequest): Promise<EBookActivity> {
    await ownBook(caller, request.CandidateSOSId, request.EBookId);
    const data = dataFor(kind, request.Data);
    const now = clock();
    const row = await insertActivity(db, {
      userId: caller.user.id,
      candidateSosId: request.CandidateSOSId,
      eBookId: request.EBookId,
      kind,
      data,
      createdAt: now,
      updatedAt: now,
    });
    return activityOf(row);
  }

  async function remove(caller: Caller, kind: EBookActivityKind, query: RemoveEBookActivityQuery): Promise<null> {
    await ownBook(caller, query.candidateSOSId, query.eBookId);
    if (!(await deleteActivity(db, caller.user.id, query.eBookId, query.eBookActivityId, kind))) throw notFound();
    return null;
  }

  return {
    async activities(caller: Caller, query: EBookActivitiesQuery): Promise<EBookAllActivitiesResponse> {
      await ownBook(caller, query.candidateSOSId, query.eBookId);
      const rows = (await listBookActivities(db, caller.user.id, query.eBookId)).map(activityOf);
      const newestFirst = (kind: EBookActivityKind) => rows.filter((activity) => activity.Kind === kind).reverse();
      return { Notes: rows.filter((activity) => activity.Kind === 'note'), Bookmarks: newestFirst('bookmark'), Highlights: newestFirst('highlight') };
    },

    async activitiesList(caller: Caller, query: EBookActivitiesListQuery): Promise<EBookActivitiesListResponse> {
      const filter = { eBookId: query.eBookId, kind: query.kind };
      const [total, rows] = await Promise.all([
        countActivities(db, caller.user.id, filter),
        pageActivities(db, caller.user.id, filter, (query.pageNumber - 1) * query.pageSize, query.pageSize),
      ]);
      return { TotalRecords: total, EBookActivities: rows.map(activityOf) };
    },

    saveNote: (caller: Caller, request: SaveEBookActivityRequest) => save(caller, 'note', request),
    saveBookmark: (caller: Caller, request: SaveEBookActivityRequest) => save(caller, 'bookmark', request),
    saveHighlight: (caller: Caller, request: SaveEBookActivityRequest) => save(caller, 'highlight', request),

    async update(caller: Caller, request: UpdateEBookActivityRequest): Promise<EBookActivity> {
      await ownBook(caller, request.CandidateSOSId, request.EBookId);
      const existing = await findActivity(db, caller.user.id, request.EBookId, request.EBookActivityId);
      if (!existing) throw notFound();
      const row = await updateActivityData(db, caller.user.id, request.EBookId, existing.id, existing.kind, dataFor(existing.kind, request.Data), clock());
      if (!row) throw notFound();
      return activityOf(row);
    },

    removeNote: (caller: Caller, query: RemoveEBookActivityQuery) => remove(caller, 'note', query),
    removeHighlight: (caller: Caller, query: RemoveEBookActivityQuery) => remove(caller, 'highlight', query),
    removeBookmark: (caller: Caller, query: RemoveEBookActivityQuery) => remove(caller, 'bookmark', query),

    /** The book file through a signed URL that expires; 404 when it is not the caller's, or not in storage. */
    async file(caller: Caller, query: EBookFileQuery): Promise<EBookFileResponse> {
      const eBook = await ownBook(caller, query.candidateSOSId, query.eBookId);
      const key = eBookFileKey(eBook.Url);
      if (!(await storage.stat(key))) throw notFound();
      const format = eBookFormat(eBook.Url);
      const signed = await files.signedReadUrl(key, { contentType: eBookContentType(format), fileName: eBookFileName(eBook.Url) });
      return { Url: signed.url, Format: format, ExpiresOn: signed.expiresAt.toISOString() };
    },

    async location(caller: Caller, query: EBookActivitiesQuery): Promise<EBookLocationResponse> {
      await ownBook(caller, query.candidateSOSId, query.eBookId);
      const row = await findLocation(db, caller.user.id, query.eBookId);
      return row ? { EBookId: row.eBookId, Location: row.location, Progress: row.progress, UpdatedOn: row.updatedAt.toISOString() } : null;
    },

    async saveLocation(caller: Caller, request: SaveEBookLocationRequest): Promise<EBookLocation> {
      await ownBook(caller, request.CandidateSOSId, request.EBookId);
      const row = await upsertLocation(db, { userId: caller.user.id, eBookId: request.EBookId, location: request.Location, progress: request.Progress, updatedAt: clock() });
      return { EBookId: row.eBookId, Location: row.location, Progress: row.progress, UpdatedOn: row.updatedAt.toISOString() };
    },
  };
}

export type EBooksService = ReturnType<typeof createEBooksService>;
