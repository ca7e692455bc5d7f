import {
  Assignment,
  AssignmentFilterResponse,
  AssignmentListQuery,
  AssignmentListResponse,
  AssignmentQuery,
  AssignmentsApiRoutes as routes,
  SaveAssignmentDraftRequest,
  SubmitAssignmentRequest,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { AssignmentsService } from './assignments.service';

const tags = ['Assignments'];

/** AssignmentsApiRoutes (learning-areas.md section 7, "Assignments"): filter, list, detail, submit, draft. */
export function registerAssignmentsRoutes(app: FastifyInstance, assignments: AssignmentsService): void {
  defineRoute(app, routes.getAssignmentFilter, {
    schema: { tags, summary: 'The list filters with their names (All, Without Submission, Submitted, Pending, Reviewed).', response: AssignmentFilterResponse },
    handler: () => assignments.filters(),
  });

  defineRoute(app, routes.getAssignments, {
    schema: { tags, summary: "A page of the enrolment's assignments (Assignments feature), by filter and optionally one subject.", querystring: AssignmentListQuery, response: AssignmentListResponse },
    handler: ({ query, caller }) => assignments.list(caller, query),
  });

  defineRoute(app, routes.getAssignment, {
    schema: { tags, summary: 'One assignment of the enrolment: brief, due date, submission and review.', querystring: AssignmentQuery, response: Assignment },
    handler: ({ query, caller }) => assignments.detail(caller, query),
  });

  defineRoute(app, routes.submitAssignment, {
    schema: { tags, summary: 'Submits (or, until the due date and before a review, resubmits) text, an uploaded file, or marks a NoSubmission brief complete.', body: SubmitAssignmentRequest, response: Assignment },
    message: 'AssignmentSubmitted',
    handler: ({ body, caller }) => assignments.submit(caller, body),
  });

  defineRoute(app, routes.saveAssignmentDraft, {
    schema: { tags, summary: 'Keeps the draft of a text answer on the server (an empty text clears it).', body: SaveAssignmentDraftRequest, response: Assignment },
    message: 'AssignmentDraftSaved',
    handler: ({ body, caller }) => assignments.saveDraft(caller, body),
  });
}
