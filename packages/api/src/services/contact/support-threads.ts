import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { ContactApiRoutes, type ContactMessageRequest, type SupportThreadsResponse } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { contactKeys } from './contact-keys';
import { postContactMessage } from './post-contact-message';

/** issue 14: GET ContactService/GetSupportThreads (the enrolment's threads with replies). */
export function getSupportThreads(client: ApiClient, candidateSOSId: number, signal?: AbortSignal): Promise<SupportThreadsResponse> {
  return client.call<SupportThreadsResponse>(ContactApiRoutes.getSupportThreads, { query: { candidateSOSId }, signal });
}

/** issue 14: POST ContactService/MarkSupportThreadRead. */
export function markSupportThreadRead(client: ApiClient, contactMessageId: number): Promise<unknown> {
  return client.call<unknown>(ContactApiRoutes.markSupportThreadRead, { body: { ContactMessageId: contactMessageId } });
}

export const supportThreadsQueryOptions = (client: ApiClient, candidateSOSId: number) =>
  queryOptions({
    queryKey: contactKeys.threads(candidateSOSId),
    queryFn: ({ signal }) => getSupportThreads(client, candidateSOSId, signal),
  });

/** Asking the course's teachers: the thread list of that enrolment is asked again. */
export const askTeacherMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: contactKeys.postMessage(),
    mutationFn: (message: ContactMessageRequest) => postContactMessage(client, message),
    onSuccess: (_data, message) =>
      message.CandidateSOSId ? queryClient.invalidateQueries({ queryKey: contactKeys.threads(message.CandidateSOSId) }) : undefined,
  });

/** Opening a thread's replies marks it read; the enrolment's list is asked again. */
export const markSupportThreadReadMutationOptions = (client: ApiClient, queryClient: QueryClient, candidateSOSId: number) =>
  mutationOptions({
    mutationKey: contactKeys.markThreadRead(),
    mutationFn: (contactMessageId: number) => markSupportThreadRead(client, contactMessageId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.threads(candidateSOSId) }),
  });
