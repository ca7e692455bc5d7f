import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { SubscribedClassTopicType, type LiveRoom, type UpcomingClassesResponse } from '@portal/domain';
import { buildLiveClass, buildLiveClassSchedule } from '@portal/domain/fixtures';
import {
  getWebinars,
  joinMeetingMutationOptions,
  liveKeys,
  liveRoomQueryOptions,
  subscribeLiveClassMutationOptions,
  subscribedClassesQueryOptions,
  upcomingClassesQueryOptions,
  upcomingSchedulesQueryOptions,
} from '../src';
import { startTestServer, type TestServer } from './harness/test-server';
import { createTestClient } from './harness/test-client';

let server: TestServer;
let queryClient: QueryClient;
beforeEach(async () => {
  server = await startTestServer();
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(async () => {
  queryClient.clear();
  await server.close();
});

const ok = (Data: unknown) => ({ status: 200, body: { Data, success: true, Message: null, error: null } });
const signedIn = () => createTestClient(server.baseURL, { accessToken: 'access-1', refreshToken: 'refresh-1' }).client;
const lectures = [buildLiveClass({ MeetingTopicId: 10010 }, 0), buildLiveClass({ MeetingTopicId: 10011 }, 1)];

describe('live calls', () => {
  it('send the enrolment and paging defaults, and give the exclusive schedules in the shared shape', async () => {
    const client = signedIn();
    server.state.canned.set('GET LiveLecturesService/GetUpcomingLiveLectures', ok({ UpcomingClasses: lectures, TotalRecords: 2 }));
    await queryClient.fetchQuery(upcomingClassesQueryOptions(client, SubscribedClassTopicType.LiveLecture, { candidateSOSId: 1001 }));
    expect(server.requests[0]?.path).toContain('LiveLecturesService/GetUpcomingLiveLectures');
    expect(Object.fromEntries(server.requests[0]?.query ?? [])).toEqual({ candidateSOSId: '1001', pageNumber: '1', pageSize: '10' });
    const schedule = buildLiveClassSchedule({ MeetingId: 100181 });
    server.state.canned.set('GET LiveLecturesService/GetUpcomingLiveExclusiveSchedules', ok({ UpcomingExclusiveSchedules: [schedule], TotalRecords: 1 }));
    const exclusive = await queryClient.fetchQuery(upcomingSchedulesQueryOptions(client, SubscribedClassTopicType.Exclusive, { candidateSOSId: 1001 }));
    expect(exclusive).toEqual({ UpcomingClassSchedules: [schedule], TotalRecords: 1 });
  });

  it('subscribing removes the class from the cached upcoming page and decrements its total (spec 4), and reloads the subscribed list', async () => {
    const client = signedIn();
    server.state.canned.set('GET LiveLecturesService/GetUpcomingLiveLectures', ok({ UpcomingClasses: lectures, TotalRecords: 12 }));
    server.state.canned.set('GET LiveLecturesService/GetSubscribedLiveClasses', ok({ SubscribedClasses: [], TotalRecords: 0 }));
    const upcoming = upcomingClassesQueryOptions(client, SubscribedClassTopicType.LiveLecture, { candidateSOSId: 1001 });
    await queryClient.fetchQuery(upcoming);
    await queryClient.fetchQuery(subscribedClassesQueryOptions(client, { candidateSOSId: 1001 }));
    // A doubt-session page must not change: the subscribed class is a lecture.
    const doubtsKey = liveKeys.upcoming(1001, SubscribedClassTopicType.LiveDoubts, 'classes', 1, 10);
    queryClient.setQueryData<UpcomingClassesResponse>(doubtsKey, { UpcomingClasses: [buildLiveClass({ MeetingTopicId: 10010, TopicType: 1 })], TotalRecords: 1 });
    server.state.canned.set('POST LiveLecturesService/Subscribe', ok({ ...lectures[0], IsSubscribed: true }));

    await new MutationObserver(queryClient, subscribeLiveClassMutationOptions(client, queryClient)).mutate({ CandidateSOSId: 1001, MeetingTopicId: 10010, TopicType: 2 });

    const after = queryClient.getQueryData(upcoming.queryKey);
    expect(after?.UpcomingClasses.map((item) => item.MeetingTopicId)).toEqual([10011]);
    expect(after?.TotalRecords).toBe(11);
    expect(queryClient.getQueryData<UpcomingClassesResponse>(doubtsKey)?.TotalRecords).toBe(1);
    expect(queryClient.getQueryState(subscribedClassesQueryOptions(client, { candidateSOSId: 1001 }).queryKey)?.isInvalidated).toBe(true);
    expect(JSON.parse(server.requests.find((request) => request.method === 'POST')?.body.toString() ?? 'null')).toEqual({ CandidateSOSId: 1001, MeetingTopicId: 10010, TopicType: 2 });
  });

  it('joining marks the cached room as joined', async () => {
    const client = signedIn();
    const room = { CandidateSOSId: 1001, JoinedAt: null, AttendeeCount: 0 } as unknown as LiveRoom;
    server.state.canned.set('GET LiveLecturesService/GetLiveRoom', ok(room));
    const options = liveRoomQueryOptions(client, { candidateSOSId: 1001, meetingId: 100101 });
    await queryClient.fetchQuery(options);
    server.state.canned.set('POST LiveLecturesService/JoinMeeting', ok({ Provider: 'local', JoinedAt: '2026-03-02T09:00:00.000Z', Signature: null }));
    server.state.canned.set('GET LiveLecturesService/GetLiveRoom', ok({ ...room, JoinedAt: '2026-03-02T09:00:00.000Z', AttendeeCount: 1 }));
    await new MutationObserver(queryClient, joinMeetingMutationOptions(client, queryClient)).mutate({ CandidateSOSId: 1001, MeetingId: 100101 });
    expect(queryClient.getQueryData(options.queryKey)?.JoinedAt).toBe('2026-03-02T09:00:00.000Z');
  });

  it('asks for all webinars by default, paged', async () => {
    const client = signedIn();
    server.state.canned.set('GET CandidateWebinarService/GetWebinars', ok({ Webinars: [], TotalRecords: 0, WebinarFolder: -1 }));
    await getWebinars(client);
    expect(Object.fromEntries(server.requests[0]?.query ?? [])).toEqual({ webinarFolder: '-1', pageNumber: '1', pageSize: '20' });
  });
});
