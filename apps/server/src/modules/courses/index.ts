import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../core/context';
import type { DashboardModule } from '../dashboard';
import type { FilesModule } from '../files';
import { createCourseAccess } from './course-access';
import { createContentService } from './content.service';
import { insertCompletion } from './courses.queries';
import { registerCoursesRoutes } from './courses.routes';
import { createCoursesService } from './courses.service';

export interface CoursesContext extends ServiceContext {
  readonly dashboard: DashboardModule;
  readonly files: Pick<FilesModule, 'readUrl'>;
}

/**
 * Course study (CoursesApiRoutes): subjects, the activity hierarchy with its locks, videos and
 * readings, completion, the miscellaneous shelf and resume points. Gives the other study areas
 * (notes, ratings) its ownership, feature and lock checks.
 */
export function registerCourses(app: FastifyInstance, context: CoursesContext) {
  const access = createCourseAccess(context);
  const courses = createCoursesService(context, access);
  const content = createContentService(context, access);
  registerCoursesRoutes(app, courses, content, context.dashboard.enrolments);
  /** A submitted quiz of the hierarchy counts as completed (once per enrolment, like content). */
  const completeTest = (userId: string, candidateSosId: number, sosDetailTestId: number, at: Date) =>
    insertCompletion(context.db, { candidateSosId, kind: 'test', itemId: sosDetailTestId, userId, completedAt: at });
  /** A submitted assignment of the hierarchy counts as completed (once per enrolment). */
  const completeAssignment = (userId: string, candidateSosId: number, sosDetailAssignmentId: number, at: Date) =>
    insertCompletion(context.db, { candidateSosId, kind: 'assignment', itemId: sosDetailAssignmentId, userId, completedAt: at });
  return { access, useItemRatings: content.useItemRatings, completeTest, completeAssignment };
}

export type CoursesModule = ReturnType<typeof registerCourses>;
export type { ContentPlace, CourseAccess, OpenedContent } from './course-access';
export type { ItemRatingLookup } from './content.service';
export { seedCompletions, seedCourseCatalogue, seedEnrolmentProgress } from './courses.seed';
export { catalogueFileKey } from './course-media';
/** The catalogue's tables and search documents, read (never written) by the search module's one statement. */
export { contentSearchDocument, contentSearchText, courseActivities, courseContents, courseDays } from './courses.tables';
