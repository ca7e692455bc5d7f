import {
  AgendaQuery,
  AgendaResponse,
  CalendarFeedCreated,
  CalendarFeedStatus,
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
  WebinarRecording,
  WebinarRecordingQuery,
} from '@portal/domain';
import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors';
import { defineRoute } from '../../http/define-route';
import { spendBudget, type RequestBudget } from '../../http/request-limits';
import type { LiveService } from './live.service';

const tags = ['Live sessions and webinars'];
const gate = 'Needs the LiveLectures or LiveDoubts feature.';

/** A calendar application polls a feed every few minutes at most; a prober guessing tokens is cut off. */
export const calendarFeedBudget: RequestBudget = { requests: 60, windowSeconds: 10 * 60 };

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

  defineRoute(app, routes.getWebinarRecording, {
    schema: {
      tags,
      summary:
        "A past webinar's recording (ours): a signed, expiring URL of the portal's storage answering HTTP byte ranges (206 with Content-Range, 416 past the end). Another's enrolment or another course's webinar: 404; a webinar not yet ended: 409.",
      querystring: WebinarRecordingQuery,
      response: WebinarRecording,
    },
    handler: ({ query, caller }) => live.webinarRecording(caller, query),
  });

  defineRoute(app, routes.getAgenda, {
    schema: {
      tags,
      summary:
        "The candidate's study agenda (ours): from the start of today in the profile's time zone for `days` days, the subscribed classes' occurrences, the webinars, and the due dates of tests not started and assignments not submitted, by time. One enrolment (another's: 404) or every enrolment.",
      querystring: AgendaQuery,
      response: AgendaResponse,
    },
    handler: ({ query, caller }) => live.agenda(caller, query),
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

  const feedTags = ['Calendar feed'];
  defineRoute(app, routes.getCalendarFeed, {
    schema: { tags: feedTags, summary: "Whether the candidate has a private calendar feed, and since when (its URL is shown only when made).", response: CalendarFeedStatus },
    handler: ({ caller }) => live.calendarFeedStatus(caller),
  });

  defineRoute(app, routes.createCalendarFeed, {
    schema: {
      tags: feedTags,
      summary: 'Makes a private iCalendar feed URL (/calendar/<token>.ics, a 256-bit random token; only its hash is kept), replacing and revoking any earlier one.',
      response: CalendarFeedCreated,
    },
    message: 'CalendarFeedCreated',
    handler: ({ caller }) => live.createCalendarFeed(caller),
  });

  defineRoute(app, routes.revokeCalendarFeed, {
    schema: { tags: feedTags, summary: 'Revokes the private calendar feed: its URL answers 404 from then on.', response: z.null() },
    message: 'CalendarFeedRevoked',
    handler: ({ caller }) => live.revokeCalendarFeed(caller),
  });

  // The feed itself (RFC 5545 text/calendar), outside the API prefix: the token is the only authority
  // (a calendar application sends no bearer and no application header). Unknown, malformed or
  // revoked tokens get the same 404; every address has a budget, so tokens cannot be tried in bulk.
  app.route({
    method: 'GET',
    url: '/calendar/:file',
    schema: { hide: true },
    onRequest: async (request: FastifyRequest) => spendBudget(request, 'calendarFeed', calendarFeedBudget),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const file = (request.params as { file?: string }).file ?? '';
      const token = file.endsWith('.ics') ? file.slice(0, -4) : '';
      const body = await live.calendarFeed(token);
      if (body === undefined) throw new AppError(404, 'NotFoundException', 'NotFound');
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="candidate-portal.ics"')
        .send(body);
    },
  });
}
