import { mutationOptions } from '@tanstack/react-query';
import { TestsApiRoutes, type SaveTestAnswerRequest, type SaveTestAnswerResponse } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { testKeys } from './test-keys';

/** Ours (the answer journal): POST SaveTestAnswer, idempotent by (attempt, question, sequence). */
export function saveTestAnswer(client: ApiClient, request: SaveTestAnswerRequest): Promise<SaveTestAnswerResponse> {
  return client.call<SaveTestAnswerResponse>(TestsApiRoutes.saveTestAnswer, { body: request });
}

export const saveTestAnswerMutationOptions = (client: ApiClient) =>
  mutationOptions({ mutationKey: testKeys.saveAnswer(), mutationFn: (request: SaveTestAnswerRequest) => saveTestAnswer(client, request) });
