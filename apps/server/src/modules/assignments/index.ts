import { RatingItemType } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { FilesModule } from '../files';
import type { RatingsModule } from '../ratings';
import { createAssignmentsAgenda } from './assignments.agenda';
import { submissionKeysAmong } from './assignments.queries';
import { registerAssignmentsRoutes } from './assignments.routes';
import { createAssignmentsService, type AssignmentsContext } from './assignments.service';

/**
 * Assignments (AssignmentsApiRoutes): the enrolment's assignments with the filter, one assignment,
 * submitting text or an uploaded file (folder `assignments`), the draft of a text answer, and the
 * review operation scripts and tests use (there is no teacher UI).
 */
export function registerAssignments(
  app: FastifyInstance,
  context: AssignmentsContext & { readonly files: Pick<FilesModule, 'holdKeys'>; readonly ratings: Pick<RatingsModule, 'useItemCheck'> },
) {
  const assignments = createAssignmentsService(context);
  registerAssignmentsRoutes(app, assignments);
  context.files.holdKeys((keys) => submissionKeysAmong(context.db, keys));
  // Ratings (item type Assignment 6) and problem reports (type assignment 5) go through its check.
  context.ratings.useItemCheck(RatingItemType.Assignment, assignments.check);
  return { review: assignments.review, check: assignments.check, agendaItems: createAssignmentsAgenda(context.db) };
}

export type AssignmentsModule = ReturnType<typeof registerAssignments>;
export { seedDemoAnswerSheets, seedDemoAssignments, seedDemoAssignmentWork } from './assignments.seed';
/** The assignments' briefs, read (never written) by the search module's one statement. */
export { assignments as assignmentBriefs } from './assignments.tables';
