import {
  CandidateWebinarListViewModel,
  JoinMeetingRequest,
  LiveApiRoutes as routes,
  LiveClass,
  LiveClassQuery,
  LiveRoom,
  MeetingJoin,
  MeetingQuery,
  MeetingSignature,
  SubscribeLiveClassRequest,
  SubscribedClassTopicType,
  SubscribedClassesResponse,
  UpcomingClassSchedulesResponse,
  UpcomingClassesResponse,
  UpcomingExclusiveSchedulesResponse,
  WebinarFolder,
  WebinarFolderEnumResponse,
  WebinarListQuery,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { LiveService } from './live.service';

const tags = ['Live sessions and webinars'];
const gate = 'Needs the LiveLectures or LiveDoubts feature.';

const folderNames = [
  { Value: WebinarFolder.all, DisplayName: 'All' },
  { Value: WebinarFolder.current, DisplayName: 'Current' },
  { Value: WebinarFolder.upcoming, DisplayName: 'Upcoming' },
  { Value: WebinarFolder.past, DisplayName: 'Past' },
];

/** LiveApiRoutes (learning-areas.md section 7: LiveLecturesService, Webinars). */
export function registerLiveRoutes(app: FastifyInstance, live: LiveService): void {
  const upcoming = [
    [routes.getUpcomingLiveLectures, 'live lectures', live.getUpcomingLiveLectures],
    [routes.getUpcomingLiveDoubts, 'live doubt sessions', live.getUpcomingLiveDoubts],
    [routes.getUpcomingLiveExclusives, 'exclusive sessions', live.getUpcomingLiveExclusives],
  ] as const;
  for (const [route, what, list] of upcoming) {
    defineRoute(app, route, {
      schema: {
        tags,
        summary: `One page of the course's upcoming ${what} the candidate has not subscribed to, by next start. ${gate}`,
        querystring: LiveClassQuery,
        response: UpcomingClassesResponse,
      },
      handler: ({ query, caller }) => list(caller, query),
    });
  }

  const schedules = [
    [routes.getUpcomingLiveLectureSchedules, 'live lectures', SubscribedClassTopicType.LiveLecture],
    [routes.getUpcomingLiveDoubtSchedules, 'live doubt sessions', SubscribedClassTopicType.LiveDoubts],
  ] as const;
  for (const [route, what, topicType] of schedules) {
    defineRoute(app, route, {
      schema: {
        tags,
        summary: `One page of the dated occurrences of the course's ${what} that have not ended (recurring ones expanded), by start. ${gate}`,
        querystring: LiveClassQuery,
        response: UpcomingClassSchedulesResponse,
      },
      handler: ({ query, caller }) => live.getUpcomingSchedules(caller, query, topicType),
    });
  }

  defineRoute(app, routes.getUpcomingLiveExclusiveSchedules, {
    schema: {
      tags,
      summary: `One page of the dated occurrences of the course's exclusive sessions that have not ended. ${gate}`,
      querystring: LiveClassQuery,
      response: UpcomingExclusiveSchedulesResponse,
    },
    handler: ({ query, caller }) => live.getUpcomingLiveExclusiveSchedules(caller, query),
  });

  defineRoute(app, routes.getSubscribedLiveClasses, {
    schema: {
      tags,
      summary: `One page of the classes the enrolment subscribed to (every type), open ones first. ${gate}`,
      querystring: LiveClassQuery,
      response: SubscribedClassesResponse,
    },
    handler: ({ query, caller }) => live.getSubscribedLiveClasses(caller, query),
  });

  defineRoute(app, routes.subscribeLiveClass, {
    schema: {
      tags,
      summary: `Subscribes the enrolment to a class of its course (idempotent); it leaves the upcoming list. A class with nothing left to attend is refused (409). ${gate}`,
      body: SubscribeLiveClassRequest,
      response: LiveClass,
    },
    message: 'LiveClassSubscribed',
    handler: ({ body, caller }) => live.subscribe(caller, body),
  });

  defineRoute(app, routes.generateSdkSignature, {
    schema: {
      tags,
      summary:
        'The Zoom Meeting SDK signature (HS256 JWT signed on the server, attendee role) for a subscribed, joinable meeting; 503 when Zoom is not configured (the portal room is used instead).',
      querystring: MeetingQuery,
      response: MeetingSignature,
    },
    handler: ({ query, caller }) => live.sdkSignature(caller, query),
  });

  defineRoute(app, routes.getLiveRoom, {
    schema: {
      tags,
      summary: `One occurrence for the meeting room page: its status now, whether it can be joined, the server time (for the countdown) and this candidate's attendance. ${gate}`,
      querystring: MeetingQuery,
      response: LiveRoom,
    },
    handler: ({ query, caller }) => live.liveRoom(caller, query),
  });

  defineRoute(app, routes.joinMeeting, {
    schema: {
      tags,
      summary:
        'Joins a subscribed occurrence while it is started (or from 10 minutes before its start): records attendance (the first join counts) and gives the provider join fields. 409 before or after.',
      body: JoinMeetingRequest,
      response: MeetingJoin,
    },
    handler: ({ body, caller }) => live.join(caller, body),
  });

  defineRoute(app, routes.getWebinars, {
    schema: {
      tags,
      summary: "One page of the webinars of the candidate's courses (or one enrolment's) in a folder: current and upcoming soonest first, past newest first.",
      querystring: WebinarListQuery,
      response: CandidateWebinarListViewModel,
    },
    handler: ({ query, caller }) => live.webinars(caller, query),
  });

  defineRoute(app, routes.getWebinarFolderEnum, {
    schema: { tags, summary: 'The webinar folders (all -1, current 1, upcoming 2, past 3) with their names.', response: WebinarFolderEnumResponse },
    handler: async () => ({ Folders: folderNames }),
  });
}
