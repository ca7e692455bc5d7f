import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../core/context';
import type { CoursesModule } from '../courses';
import { registerNotesRoutes } from './notes.routes';
import { createNotesService } from './notes.service';

/** Course notes and bookmarks (NotesApiRoutes), checked through the courses module's access rules. */
export function registerNotes(app: FastifyInstance, context: ServiceContext & { readonly courses: Pick<CoursesModule, 'access'> }): void {
  registerNotesRoutes(app, createNotesService(context, context.courses.access));
}

export { seedEnrolmentNotes } from './notes.seed';
