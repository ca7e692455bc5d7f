import { route } from './route';

/**
 * Assignments (learning-areas.md section 7, "Assignments"): the list with its filter enum, one
 * assignment by assignmentId, submitting, and (ours) the server-side draft of a text answer. The
 * file of an attachment goes up through FilesApiRoutes.getPreSignedUrl (folder `assignments`).
 * Another candidate's assignment answers like a missing one.
 */
export const AssignmentsApiRoutes = {
  /** The filter enum with its names (All, Without Submission, Submitted, Pending, Reviewed). */
  getAssignmentFilter: route('GET', 'CandidateAssignmentService/GetAssignmentFilter', true),
  /** Query: candidateSOSId, subjectId?, filter, pageNumber, pageSize (Assignments feature). */
  getAssignments: route('GET', 'CandidateAssignmentService/GetAssignments', true),
  /** Query: candidateSOSId, assignmentId. */
  getAssignment: route('GET', 'CandidateAssignmentService/GetAssignment', true),
  /** Body: SubmitAssignmentRequest. Allowed again until the due date. */
  submitAssignment: route('POST', 'CandidateAssignmentService/SubmitAssignment', true),
  /** Ours: keeps the text answer being written, so closing the tab loses nothing. */
  saveAssignmentDraft: route('PUT', 'CandidateAssignmentService/SaveAssignmentDraft', true),
} as const;
