import {
  Bookmark,
  BookmarksQuery,
  BookmarksResponse,
  CandidateNote,
  CreateNoteRequest,
  NotesApiRoutes as routes,
  NotesQuery,
  NotesResponse,
  RemoveBookmarkQuery,
  RemoveNoteQuery,
  SaveBookmarkRequest,
  UpdateNoteRequest,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/define-route';
import type { NotesService } from './notes.service';

const tags = ['Notes and bookmarks'];

/** NotesApiRoutes (learning-areas.md section 7): course notes and bookmarks (Notes / Bookmarks features). */
export function registerNotesRoutes(app: FastifyInstance, notes: NotesService): void {
  defineRoute(app, routes.createNote, {
    schema: { tags, summary: 'Adds a note to a video (with the second) or a reading the caller can open.', body: CreateNoteRequest, response: CandidateNote },
    status: 201,
    message: 'NoteSaved',
    handler: ({ body, caller }) => notes.createNote(caller, body),
  });

  defineRoute(app, routes.updateNote, {
    schema: { tags, summary: "Changes a note's text.", body: UpdateNoteRequest, response: CandidateNote },
    message: 'NoteSaved',
    handler: ({ body, caller }) => notes.updateNote(caller, body),
  });

  defineRoute(app, routes.getNotes, {
    schema: { tags, summary: 'A page of the enrolment\'s notes, newest first, by content filter (All -1, Video 1, Reading 2).', querystring: NotesQuery, response: NotesResponse },
    handler: ({ query, caller }) => notes.notes(caller, query),
  });

  defineRoute(app, routes.removeNote, {
    schema: { tags, summary: 'Deletes a note.', querystring: RemoveNoteQuery, response: z.null() },
    message: 'NoteRemoved',
    handler: ({ query, caller }) => notes.removeNote(caller, query),
  });

  defineRoute(app, routes.saveBookmark, {
    schema: { tags, summary: 'Bookmarks a video or reading (once; saving again keeps the bookmark).', body: SaveBookmarkRequest, response: Bookmark },
    message: 'BookmarkSaved',
    handler: ({ body, caller }) => notes.saveBookmark(caller, body),
  });

  defineRoute(app, routes.getBookmarks, {
    schema: { tags, summary: 'A page of the enrolment\'s bookmarks (BookMarks, TotalRecords), newest first.', querystring: BookmarksQuery, response: BookmarksResponse },
    handler: ({ query, caller }) => notes.bookmarks(caller, query),
  });

  defineRoute(app, routes.removeBookmark, {
    schema: { tags, summary: 'Removes the bookmark of a content item.', querystring: RemoveBookmarkQuery, response: z.null() },
    message: 'BookmarkRemoved',
    handler: ({ query, caller }) => notes.removeBookmark(caller, query),
  });
}
