import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  LiveApiRoutes,
  SubscribedClassTopicType,
  removeSubscribedClass,
  type JoinMeetingRequest,
  type LiveClass,
  type LiveRoom,
  type MeetingJoin,
  type MeetingSignature,
  type SubscribeLiveClassRequest,
  type SubscribedClassesResponse,
  type UpcomingClassSchedulesResponse,
  type UpcomingClassesResponse,
  type UpcomingExclusiveSchedulesResponse,
} from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { liveKeys } from './live-keys';

/** A page of an enrolment's live-session list. */
export interface LiveListRequest {
  readonly candidateSOSId: number;
  readonly pageNumber?: number;
  readonly pageSize?: number;
}

export const LIVE_LIST_PAGE_SIZE = 10;

const listQuery = (request: LiveListRequest) => ({
  candidateSOSId: request.candidateSOSId,
  pageNumber: request.pageNumber ?? 1,
  pageSize: request.pageSize ?? LIVE_LIST_PAGE_SIZE,
});

const call =
  <T>(route: (typeof LiveApiRoutes)[keyof typeof LiveApiRoutes]) =>
  (client: ApiClient, request: LiveListRequest, signal?: AbortSignal): Promise<T> =>
    client.call<T>(route, { query: listQuery(request), signal });

/** spec 7: GET GetUpcomingLiveLectures. */
export const getUpcomingLiveLectures = call<UpcomingClassesResponse>(LiveApiRoutes.getUpcomingLiveLectures);
/** spec 7: GET GetUpcomingLiveLectureSchedules. */
export const getUpcomingLiveLectureSchedules = call<UpcomingClassSchedulesResponse>(LiveApiRoutes.getUpcomingLiveLectureSchedules);
/** spec 7: GET GetUpcomingLiveDoubts. */
export const getUpcomingLiveDoubts = call<UpcomingClassesResponse>(LiveApiRoutes.getUpcomingLiveDoubts);
/** spec 7: GET GetUpcomingLiveDoubtSchedules. */
export const getUpcomingLiveDoubtSchedules = call<UpcomingClassSchedulesResponse>(LiveApiRoutes.getUpcomingLiveDoubtSchedules);
/** spec 7: GET GetUpcomingLiveExclusives. */
export const getUpcomingLiveExclusives = call<UpcomingClassesResponse>(LiveApiRoutes.getUpcomingLiveExclusives);
/** spec 7: GET GetUpcomingLiveExclusiveSchedules (spec 3: UpcomingExclusiveSchedules, TotalRecords). */
export const getUpcomingLiveExclusiveSchedules = call<UpcomingExclusiveSchedulesResponse>(LiveApiRoutes.getUpcomingLiveExclusiveSchedules);
/** spec 7: GET GetSubscribedLiveClasses. */
export const getSubscribedLiveClasses = call<SubscribedClassesResponse>(LiveApiRoutes.getSubscribedLiveClasses);

const upcomingCalls = {
  [SubscribedClassTopicType.LiveLecture]: getUpcomingLiveLectures,
  [SubscribedClassTopicType.LiveDoubts]: getUpcomingLiveDoubts,
  [SubscribedClassTopicType.Exclusive]: getUpcomingLiveExclusives,
};

/** The schedules of a topic type, one shape for all three (the exclusive answer's key renamed). */
async function getSchedules(client: ApiClient, topicType: SubscribedClassTopicType, request: LiveListRequest, signal?: AbortSignal): Promise<UpcomingClassSchedulesResponse> {
  if (topicType === SubscribedClassTopicType.Exclusive) {
    const answer = await getUpcomingLiveExclusiveSchedules(client, request, signal);
    return { UpcomingClassSchedules: answer.UpcomingExclusiveSchedules, TotalRecords: answer.TotalRecords };
  }
  const schedules = topicType === SubscribedClassTopicType.LiveLecture ? getUpcomingLiveLectureSchedules : getUpcomingLiveDoubtSchedules;
  return schedules(client, request, signal);
}

export const upcomingClassesQueryOptions = (client: ApiClient, topicType: SubscribedClassTopicType, request: LiveListRequest) => {
  const query = listQuery(request);
  return queryOptions({
    queryKey: liveKeys.upcoming(query.candidateSOSId, topicType, 'classes', query.pageNumber, query.pageSize),
    queryFn: ({ signal }) => upcomingCalls[topicType](client, query, signal),
  });
};

export const upcomingSchedulesQueryOptions = (client: ApiClient, topicType: SubscribedClassTopicType, request: LiveListRequest) => {
  const query = listQuery(request);
  return queryOptions({
    queryKey: liveKeys.upcoming(query.candidateSOSId, topicType, 'schedules', query.pageNumber, query.pageSize),
    queryFn: ({ signal }) => getSchedules(client, topicType, query, signal),
  });
};

export const subscribedClassesQueryOptions = (client: ApiClient, request: LiveListRequest) => {
  const query = listQuery(request);
  return queryOptions({
    queryKey: liveKeys.subscribed(query.candidateSOSId, query.pageNumber, query.pageSize),
    queryFn: ({ signal }) => getSubscribedLiveClasses(client, query, signal),
  });
};

/** spec 7: POST Subscribe with a body. Idempotent on the server. */
export function subscribeLiveClass(client: ApiClient, request: SubscribeLiveClassRequest): Promise<LiveClass> {
  return client.call<LiveClass>(LiveApiRoutes.subscribeLiveClass, { body: request });
}

/**
 * spec 4: subscribing removes the class from its upcoming list and decrements the total (the cached
 * pages at once, by the domain's rule); then the subscribed list and the schedules reload.
 */
export async function applyLiveClassSubscribed(queryClient: QueryClient, candidateSOSId: number, subscribed: LiveClass): Promise<void> {
  queryClient.setQueriesData<UpcomingClassesResponse>({ queryKey: [...liveKeys.upcomingOf(candidateSOSId), subscribed.TopicType, 'classes'] }, (cached) => {
    if (!cached) return cached;
    const { items, totalRecords } = removeSubscribedClass({ items: cached.UpcomingClasses, totalRecords: cached.TotalRecords }, subscribed.MeetingTopicId);
    return { UpcomingClasses: items, TotalRecords: totalRecords };
  });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: liveKeys.subscribedOf(candidateSOSId) }),
    queryClient.invalidateQueries({ queryKey: liveKeys.upcomingOf(candidateSOSId), refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: [...liveKeys.course(candidateSOSId), 'room'] }),
    // The agenda lists the subscribed classes' occurrences.
    queryClient.invalidateQueries({ queryKey: liveKeys.agenda() }),
  ]);
}

export const subscribeLiveClassMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: liveKeys.subscribe(),
    mutationFn: (request: SubscribeLiveClassRequest) => subscribeLiveClass(client, request),
    onSuccess: (subscribed, request) => applyLiveClassSubscribed(queryClient, request.CandidateSOSId, subscribed),
  });

/** Ours: GET GetLiveRoom, one occurrence for the meeting room page. */
export function getLiveRoom(client: ApiClient, request: { candidateSOSId: number; meetingId: number }, signal?: AbortSignal): Promise<LiveRoom> {
  return client.call<LiveRoom>(LiveApiRoutes.getLiveRoom, { query: { candidateSOSId: request.candidateSOSId, meetingId: request.meetingId }, signal });
}

export const liveRoomQueryOptions = (client: ApiClient, request: { candidateSOSId: number; meetingId: number }) =>
  queryOptions({
    queryKey: liveKeys.room(request.candidateSOSId, request.meetingId),
    queryFn: ({ signal }) => getLiveRoom(client, request, signal),
  });

/** spec 7: GET GenerateSdkSignature (the Zoom Meeting SDK JWT, signed by the server). */
export function generateSdkSignature(client: ApiClient, request: { candidateSOSId: number; meetingId: number }, signal?: AbortSignal): Promise<MeetingSignature> {
  return client.call<MeetingSignature>(LiveApiRoutes.generateSdkSignature, { query: { candidateSOSId: request.candidateSOSId, meetingId: request.meetingId }, signal });
}

/** Ours: POST JoinMeeting, records attendance. */
export function joinMeeting(client: ApiClient, request: JoinMeetingRequest): Promise<MeetingJoin> {
  return client.call<MeetingJoin>(LiveApiRoutes.joinMeeting, { body: request });
}

/** Joining marks the room as joined at once (JoinedAt), then reloads it (the attendee count). */
export const joinMeetingMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: liveKeys.join(),
    mutationFn: (request: JoinMeetingRequest) => joinMeeting(client, request),
    onSuccess: async (joined, request) => {
      const key = liveKeys.room(request.CandidateSOSId, request.MeetingId);
      queryClient.setQueryData<LiveRoom>(key, (room) => (room ? { ...room, JoinedAt: joined.JoinedAt } : room));
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
