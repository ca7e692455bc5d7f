import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InfiniteQueryObserver, MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { ContentFilter, ProblemType, RatingItemType, type ActivityGroupsResponse, type DayActivitiesResponse, type MarkContentCompletedResponse } from '@portal/domain';
import { demoWorld } from '@portal/domain/fixtures';
import {
  activityDaysQueryOptions,
  activityGroupsQueryOptions,
  courseKeys,
  courseMiscContentPagesQueryOptions,
  courseSubjectsQueryOptions,
  createNoteMutationOptions,
  dashboardKeys,
  dayActivitiesQueryOptions,
  getCourseSubjectDayActivities,
  markContentAsCompletedMutationOptions,
  notePagesQueryOptions,
  notesKeys,
  ratingsKeys,
  removeBookmarkMutationOptions,
  removeNote,
  reportProblemQueryOptions,
  resumePointsQueryOptions,
  saveRatingMutationOptions,
  saveReportProblemMutationOptions,
  saveResumePoint,
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
const biology = demoWorld.candidate.courses[0]?.activityGroups[1] ?? [];

describe('course study keys', () => {
  it("nest a subject's groups, days and day activities under the subject, and the subject under the enrolment", () => {
    const subject = courseKeys.subject(1001, 1);
    expect(courseKeys.groups(1001, 1).slice(0, subject.length)).toEqual([...subject]);
    expect(courseKeys.days(1001, 1, 'Cell Biology').slice(0, subject.length)).toEqual([...subject]);
    expect(courseKeys.dayActivities(1001, 1, 'Cell Biology', 111).slice(0, subject.length)).toEqual([...subject]);
    expect(courseKeys.subjects(1001).slice(0, 2)).toEqual([...courseKeys.course(1001)]);
    expect(courseKeys.dayActivities(1001, 1, 'Cell Biology', 111)).not.toEqual(courseKeys.dayActivities(1001, 1, 'Cell Biology', 112));
    expect(notesKeys.notePages(1001, ContentFilter.Video, 10).slice(0, 3)).toEqual([...notesKeys.notes(1001)]);
  });
});

describe('course study payloads', () => {
  it('send the spec payloads: candidateSOSId, subjectId, groupName, sosDetailId; bodies as JSON', async () => {
    const client = signedIn();
    await getCourseSubjectDayActivities(client, { candidateSOSId: 1001, subjectId: 1, groupName: 'Cell Biology', sosDetailId: 111 });
    expect(Object.fromEntries(server.requests[0]?.query ?? [])).toEqual({ candidateSOSId: '1001', subjectId: '1', groupName: 'Cell Biology', sosDetailId: '111' });
    await removeNote(client, 1001, 7);
    expect(server.requests[1]?.method).toBe('DELETE');
    expect(Object.fromEntries(server.requests[1]?.query ?? [])).toEqual({ candidateSOSId: '1001', candidateNoteId: '7' });
    await saveResumePoint(client, { CandidateSOSId: 1001, SOSDetailContentId: 1110, PositionSeconds: 754 });
    expect(JSON.parse(server.requests[2]?.body.toString() ?? '{}')).toEqual({ CandidateSOSId: 1001, SOSDetailContentId: 1110, PositionSeconds: 754 });
  });

  it('cache the hierarchy per course, subject, group and day (spec 4): a second read asks nothing', async () => {
    const client = signedIn();
    await queryClient.fetchQuery(activityGroupsQueryOptions(client, { candidateSOSId: 1001, subjectId: 1 }));
    await queryClient.fetchQuery(activityGroupsQueryOptions(client, { candidateSOSId: 1001, subjectId: 1 }));
    await queryClient.fetchQuery(activityDaysQueryOptions(client, { candidateSOSId: 1001, subjectId: 1, groupName: 'Cell Biology' }));
    await queryClient.fetchQuery(activityGroupsQueryOptions(client, { candidateSOSId: 1001, subjectId: 2 }));
    expect(server.requests).toHaveLength(3);
  });
});

describe('marking content completed', () => {
  it('applies the completion to every cached list of the subject, opens the unlocked day, and refreshes subjects and resume points', async () => {
    const client = signedIn();
    const groupsKey = activityGroupsQueryOptions(client, { candidateSOSId: 1001, subjectId: 1 }).queryKey;
    const dayKey = dayActivitiesQueryOptions(client, { candidateSOSId: 1001, subjectId: 1, groupName: 'Cell Biology', sosDetailId: 111 }).queryKey;
    queryClient.setQueryData<ActivityGroupsResponse>(groupsKey, { SubjectActivityGroups: biology });
    queryClient.setQueryData<DayActivitiesResponse>(dayKey, { SubjectGroupDayActivities: biology[0]?.SubjectActivityGroupDays[0]?.SubjectGroupDayActivities ?? [] });
    await queryClient.fetchQuery(courseSubjectsQueryOptions(client, 1001));
    await queryClient.fetchQuery(resumePointsQueryOptions(client));
    const answer: MarkContentCompletedResponse = { SOSDetailContentId: 1111, IsContentCompleted: true, WasAlreadyCompleted: false, SubjectId: 1, SubjectProgress: 6, UnlockedSOSDetailIds: [112] };
    server.state.canned.set('POST CandidateContentService/MarkContentAsCompleted', ok(answer));

    await new MutationObserver(queryClient, markContentAsCompletedMutationOptions(client, queryClient)).mutate({ CandidateSOSId: 1001, SOSDetailContentId: 1111 });

    const groups = queryClient.getQueryData<ActivityGroupsResponse>(groupsKey)?.SubjectActivityGroups ?? [];
    const [day1, day2, day3] = groups[0]?.SubjectActivityGroupDays ?? [];
    expect(day1?.SubjectGroupDayActivities.find((activity) => activity.SOSDetailContentId === 1111)?.IsContentCompleted).toBe(true);
    expect(day2?.IsLocked).toBe(false);
    expect(day2?.SubjectGroupDayActivities.every((activity) => !activity.IsLocked)).toBe(true);
    expect(day3?.IsLocked).toBe(true);
    const day = queryClient.getQueryData<DayActivitiesResponse>(dayKey);
    expect(day?.SubjectGroupDayActivities.find((activity) => activity.SOSDetailContentId === 1111)?.IsContentCompleted).toBe(true);
    // The refresh-subjects flag: subjects (progress) and resume points are reloaded when next shown.
    expect(queryClient.getQueryState(courseKeys.subjects(1001))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(courseKeys.resumePoints())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(courseKeys.subjects(2001))).toBeUndefined();
  });
});

describe('paged lists', () => {
  it('load notes page by page while fewer than TotalRecords are loaded (spec 4)', async () => {
    const client = signedIn();
    const note = demoWorld.candidate.courses[0]?.notes[0];
    server.state.canned.set('GET CandidateNotesService/GetNotes', ok({ Notes: [note, note], TotalRecords: 3 }));
    const observer = new InfiniteQueryObserver(queryClient, notePagesQueryOptions(client, 1001, ContentFilter.Video));
    const unsubscribe = observer.subscribe(() => undefined);
    try {
      await observer.refetch();
      expect(observer.getCurrentResult().hasNextPage).toBe(true);
      server.state.canned.set('GET CandidateNotesService/GetNotes', ok({ Notes: [note], TotalRecords: 3 }));
      await observer.fetchNextPage();
      expect(observer.getCurrentResult().hasNextPage).toBe(false);
      expect(server.requestsTo('CandidateNotesService/GetNotes').map((request) => [request.query.get('pageNumber'), request.query.get('filter')])).toEqual([
        ['1', '1'],
        ['2', '1'],
      ]);
    } finally {
      unsubscribe();
    }
  });

  it('load the miscellaneous shelf the same way, and stop on an empty page', async () => {
    const client = signedIn();
    server.state.canned.set('GET CandidateCourseService/GetCourseMiscContent', ok({ MiscContents: [], TotalRecords: 14 }));
    const pages = await queryClient.fetchInfiniteQuery(courseMiscContentPagesQueryOptions(client, 1001));
    const options = courseMiscContentPagesQueryOptions(client, 1001);
    expect(options.getNextPageParam(pages.pages[0]!, pages.pages, 1, [1])).toBeUndefined();
  });
});

describe('notes, bookmarks, ratings and reports mutations', () => {
  it('a new note reloads the enrolment\'s note lists; removing a bookmark reloads its bookmark lists', async () => {
    const client = signedIn();
    queryClient.setQueryData(notesKeys.notePages(1001, ContentFilter.All, 10), { pages: [], pageParams: [] });
    queryClient.setQueryData(notesKeys.bookmarkPages(1001, ContentFilter.All, 10), { pages: [], pageParams: [] });
    queryClient.setQueryData(notesKeys.notePages(2001, ContentFilter.All, 10), { pages: [], pageParams: [] });
    await new MutationObserver(queryClient, createNoteMutationOptions(client, queryClient)).mutate({ CandidateSOSId: 1001, SOSDetailContentId: 1110, Note: 'x' });
    expect(queryClient.getQueryState(notesKeys.notePages(1001, ContentFilter.All, 10))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(notesKeys.notePages(2001, ContentFilter.All, 10))?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(notesKeys.bookmarkPages(1001, ContentFilter.All, 10))?.isInvalidated).toBe(false);
    await new MutationObserver(queryClient, removeBookmarkMutationOptions(client, queryClient)).mutate({ candidateSOSId: 1001, sosDetailContentId: 1110 });
    expect(queryClient.getQueryState(notesKeys.bookmarkPages(1001, ContentFilter.All, 10))?.isInvalidated).toBe(true);
  });

  it('a course rating shows on the rating query and reloads the dashboard course cards; a report sets IsReported', async () => {
    const client = signedIn();
    queryClient.setQueryData(dashboardKeys.courses(1), { Courses: [] });
    const rating = { ItemId: 11, ItemType: RatingItemType.Course, Rating: 5, Comment: null };
    server.state.canned.set('POST CandidateRatingService/SaveRating', ok(rating));
    await new MutationObserver(queryClient, saveRatingMutationOptions(client, queryClient)).mutate({ CandidateSOSId: 1001, ItemId: 11, ItemType: RatingItemType.Course, Rating: 5 });
    expect(queryClient.getQueryData(ratingsKeys.rating(1001, RatingItemType.Course, 11))).toEqual({ ItemRating: rating });
    expect(queryClient.getQueryState(dashboardKeys.courses(1))?.isInvalidated).toBe(true);

    // A content rating marks the content stale without fetching it again under the candidate.
    const video = courseKeys.video(1001, 1110);
    queryClient.setQueryData(video, { ContentId: 1110 });
    let fetched = 0;
    const observer = new QueryObserver(queryClient, { queryKey: video, queryFn: () => ++fetched, staleTime: Infinity });
    const unsubscribe = observer.subscribe(() => undefined);
    const contentRating = { ItemId: 1110, ItemType: RatingItemType.Content, Rating: 4, Comment: null };
    server.state.canned.set('POST CandidateRatingService/SaveRating', ok(contentRating));
    await new MutationObserver(queryClient, saveRatingMutationOptions(client, queryClient)).mutate({ CandidateSOSId: 1001, ItemId: 1110, ItemType: RatingItemType.Content, Rating: 4 });
    expect(queryClient.getQueryData(ratingsKeys.rating(1001, RatingItemType.Content, 1110))).toEqual({ ItemRating: contentRating });
    expect(queryClient.getQueryState(video)?.isInvalidated).toBe(true);
    expect(fetched).toBe(0);
    unsubscribe();

    const report = { ItemId: 1110, ProblemType: ProblemType.video, Description: 'The captions stop early.', IsReported: true };
    server.state.canned.set('POST CandidateReportProblemService/SaveReportProblem', ok(report));
    await new MutationObserver(queryClient, saveReportProblemMutationOptions(client, queryClient)).mutate({ CandidateSOSId: 1001, ItemId: 1110, ProblemType: ProblemType.video, Description: report.Description });
    expect(queryClient.getQueryData(reportProblemQueryOptions(client, { candidateSOSId: 1001, itemId: 1110, problemType: ProblemType.video }).queryKey)).toEqual({ ReportProblem: report });
  });
});
