import {
  EBookActivitiesListQuery,
  EBookActivitiesListResponse,
  EBookActivitiesQuery,
  EBookActivity,
  EBookAllActivitiesResponse,
  EBookFileQuery,
  EBookFileResponse,
  EBookLocation,
  EBookLocationResponse,
  EBooksApiRoutes as routes,
  RemoveEBookActivityQuery,
  SaveEBookActivityRequest,
  SaveEBookLocationRequest,
  UpdateEBookActivityRequest,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/define-route';
import type { EBooksService } from './ebooks.service';

const tags = ['E-books'];

/** EBooksApiRoutes (learning-areas.md section 7, "E-books"): activities, the book file, the last location. */
export function registerEBooksRoutes(app: FastifyInstance, eBooks: EBooksService): void {
  defineRoute(app, routes.getEBookActivities, {
    schema: { tags, summary: "One book's notes (in the order added), bookmarks and highlights (newest first).", querystring: EBookActivitiesQuery, response: EBookAllActivitiesResponse },
    handler: ({ query, caller }) => eBooks.activities(caller, query),
  });

  defineRoute(app, routes.getEBookActivitiesList, {
    schema: { tags, summary: "A page of the caller's activities over every book, newest first (optionally one book, one kind).", querystring: EBookActivitiesListQuery, response: EBookActivitiesListResponse },
    handler: ({ query, caller }) => eBooks.activitiesList(caller, query),
  });

  defineRoute(app, routes.saveEBookActivity, {
    schema: { tags, summary: 'Adds a note (Data motivation commenting) to a book in the caller\'s list.', body: SaveEBookActivityRequest, response: EBookActivity },
    status: 201,
    message: 'NoteSaved',
    handler: ({ body, caller }) => eBooks.saveNote(caller, body),
  });

  defineRoute(app, routes.saveEBookBookMark, {
    schema: { tags, summary: 'Bookmarks a place in a book (Data motivation bookmarking).', body: SaveEBookActivityRequest, response: EBookActivity },
    status: 201,
    message: 'BookmarkSaved',
    handler: ({ body, caller }) => eBooks.saveBookmark(caller, body),
  });

  defineRoute(app, routes.saveEBookHighlight, {
    schema: { tags, summary: 'Highlights text in a book (Data motivation highlighting, with a TextQuoteSelector).', body: SaveEBookActivityRequest, response: EBookActivity },
    status: 201,
    message: 'HighlightSaved',
    handler: ({ body, caller }) => eBooks.saveHighlight(caller, body),
  });

  defineRoute(app, routes.updateEBookActivity, {
    schema: { tags, summary: "Replaces an activity's Data (its kind stays).", body: UpdateEBookActivityRequest, response: EBookActivity },
    message: 'NoteSaved',
    handler: ({ body, caller }) => eBooks.update(caller, body),
  });

  defineRoute(app, routes.removeEBookActivity, {
    schema: { tags, summary: 'Deletes a note by EBookActivityId.', querystring: RemoveEBookActivityQuery, response: z.null() },
    message: 'NoteRemoved',
    handler: ({ query, caller }) => eBooks.removeNote(caller, query),
  });

  defineRoute(app, routes.removeEBookHighlight, {
    schema: { tags, summary: 'Deletes a highlight by EBookActivityId.', querystring: RemoveEBookActivityQuery, response: z.null() },
    message: 'HighlightRemoved',
    handler: ({ query, caller }) => eBooks.removeHighlight(caller, query),
  });

  defineRoute(app, routes.removeEBookBookMark, {
    schema: { tags, summary: 'Deletes a bookmark by EBookActivityId.', querystring: RemoveEBookActivityQuery, response: z.null() },
    message: 'BookmarkRemoved',
    handler: ({ query, caller }) => eBooks.removeBookmark(caller, query),
  });

  defineRoute(app, routes.getEBookFile, {
    schema: { tags, summary: "A signed, expiring URL of the book file, for a book in the caller's list only.", querystring: EBookFileQuery, response: EBookFileResponse },
    handler: ({ query, caller }) => eBooks.file(caller, query),
  });

  defineRoute(app, routes.getEBookLocation, {
    schema: { tags, summary: 'Where the caller left the book (an EPUB CFI or page=N), or null.', querystring: EBookActivitiesQuery, response: EBookLocationResponse },
    handler: ({ query, caller }) => eBooks.location(caller, query),
  });

  defineRoute(app, routes.saveEBookLocation, {
    schema: { tags, summary: 'Keeps where the caller is in the book and how far in (0 to 1).', body: SaveEBookLocationRequest, response: EBookLocation },
    handler: ({ body, caller }) => eBooks.saveLocation(caller, body),
  });
}
