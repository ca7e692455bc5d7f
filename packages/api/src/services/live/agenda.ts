import { queryOptions } from '@tanstack/react-query';
import { AgendaWindow, LiveApiRoutes, type AgendaResponse } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { liveKeys } from './live-keys';

export interface AgendaRequest {
  /** One enrolment's agenda; every enrolment's when absent. */
  readonly candidateSOSId?: number;
  /** How many days from the start of today (1 .. 62; 28 when absent). */
  readonly days?: number;
}

/** Ours: GET AgendaService/GetAgenda, the candidate's classes, webinars and due dates in one list. */
export function getAgenda(client: ApiClient, request: AgendaRequest = {}, signal?: AbortSignal): Promise<AgendaResponse> {
  const query = { candidateSOSId: request.candidateSOSId, days: request.days ?? AgendaWindow.defaultDays };
  return client.call<AgendaResponse>(LiveApiRoutes.getAgenda, { query, signal });
}

export const agendaQueryOptions = (client: ApiClient, request: AgendaRequest = {}) =>
  queryOptions({
    queryKey: liveKeys.agendaOf(request.candidateSOSId ?? null, request.days ?? AgendaWindow.defaultDays),
    queryFn: ({ signal }) => getAgenda(client, request, signal),
    // Classes start and due dates pass while the page is open.
    staleTime: 60_000,
  });
