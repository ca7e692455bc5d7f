import type { FastifyInstance } from 'fastify';
import { registerEBooksRoutes } from './ebooks.routes';
import { createEBooksService, type EBooksContext } from './ebooks.service';

/**
 * E-books (EBooksApiRoutes): notes, bookmarks and highlights of the books in a candidate's list
 * (the dashboard's e-books), the book file through a signed URL, and where the candidate left it.
 */
export function registerEBooks(app: FastifyInstance, context: EBooksContext): void {
  registerEBooksRoutes(app, createEBooksService(context));
}

export { seedEBookActivities, seedEBookFiles } from './ebooks.seed';
