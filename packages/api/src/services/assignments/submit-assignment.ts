import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  AssignmentsApiRoutes,
  type Assignment,
  type SaveAssignmentDraftRequest,
  type SubmitAssignmentRequest,
} from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { courseKeys } from '../courses/course-keys';
import { clearContentStats } from '../stats/stats-keys';
import { assignmentKeys } from './assignment-keys';

/** spec 7: POST submit. Text, an uploaded file's FileKey, or a NoSubmission brief marked complete. */
export function submitAssignment(client: ApiClient, request: SubmitAssignmentRequest): Promise<Assignment> {
  return client.call<Assignment>(AssignmentsApiRoutes.submitAssignment, { body: request });
}

/** Ours: keeps the text answer being written on the server. */
export function saveAssignmentDraft(client: ApiClient, request: SaveAssignmentDraftRequest): Promise<Assignment> {
  return client.call<Assignment>(AssignmentsApiRoutes.saveAssignmentDraft, { body: request });
}

/**
 * spec 4: submitting marks the detail as submitted (the answer replaces the cached detail), and a
 * completion change refreshes the lists and the course hierarchy (refresh-subjects).
 */
export async function applyAssignmentSubmitted(queryClient: QueryClient, candidateSOSId: number, assignment: Assignment): Promise<void> {
  queryClient.setQueryData(assignmentKeys.assignment(candidateSOSId, assignment.AssignmentId), assignment);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: assignmentKeys.lists(candidateSOSId) }),
    queryClient.invalidateQueries({ queryKey: courseKeys.course(candidateSOSId) }),
    // The activity is completed: the content-related stats of the course change.
    clearContentStats(queryClient, candidateSOSId),
  ]);
}

export const submitAssignmentMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: assignmentKeys.submit(),
    mutationFn: (request: SubmitAssignmentRequest) => submitAssignment(client, request),
    onSuccess: (assignment, request) => applyAssignmentSubmitted(queryClient, request.CandidateSOSId, assignment),
  });

/** A saved draft replaces the cached detail (its DraftText), nothing else changes. */
export const saveAssignmentDraftMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: assignmentKeys.saveDraft(),
    mutationFn: (request: SaveAssignmentDraftRequest) => saveAssignmentDraft(client, request),
    onSuccess: (assignment, request) => queryClient.setQueryData(assignmentKeys.assignment(request.CandidateSOSId, assignment.AssignmentId), assignment),
  });
