import {
  ActivityDaysQuery,
  ActivityDaysResponse,
  ActivityGroupsQuery,
  ActivityGroupsResponse,
  Content,
  ContentQuery,
  CoursesApiRoutes as routes,
  CourseSubjectsQuery,
  CourseSubjectsResponse,
  DayActivitiesQuery,
  DayActivitiesResponse,
  MarkContentCompletedRequest,
  MarkContentCompletedResponse,
  MiscContentQuery,
  MixedContentResponse,
  ResumePointsResponse,
  SaveResumePointRequest,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/define-route';
import type { ContentService } from './content.service';
import type { CoursesService } from './courses.service';

const tags = ['Courses'];

/** CoursesApiRoutes (learning-areas.md sections 4 and 7): subjects, hierarchy, content, completion, shelf, resume. */
export function registerCoursesRoutes(
  app: FastifyInstance,
  courses: CoursesService,
  content: ContentService,
  enrolments: (userId: string) => Promise<Parameters<ContentService['resumePoints']>[1]>,
): void {
  defineRoute(app, routes.getCourseSubjects, {
    schema: { tags, summary: "The enrolment's subjects (FLP ones flagged IsFLP), with the candidate's progress.", querystring: CourseSubjectsQuery, response: CourseSubjectsResponse },
    handler: ({ query, caller }) => courses.subjects(caller, query.candidateSOSId),
  });

  defineRoute(app, routes.getCourseSubjectActivityGroups, {
    schema: { tags, summary: "A subject's activity groups with their days and activities, locks decided by the server.", querystring: ActivityGroupsQuery, response: ActivityGroupsResponse },
    handler: ({ query, caller }) => courses.groups(caller, query),
  });

  defineRoute(app, routes.getCourseSubjectActivityDays, {
    schema: { tags, summary: 'The days of one group of a subject.', querystring: ActivityDaysQuery, response: ActivityDaysResponse },
    handler: ({ query, caller }) => courses.days(caller, query),
  });

  defineRoute(app, routes.getCourseSubjectDayActivities, {
    schema: { tags, summary: 'The activities of one day.', querystring: DayActivitiesQuery, response: DayActivitiesResponse },
    handler: ({ query, caller }) => courses.dayActivities(caller, query),
  });

  defineRoute(app, routes.getContentVideo, {
    schema: {
      tags,
      summary: 'A video of the course (Videos feature; 403 on a locked day). LMS videos come as signed, seekable URLs with WebVTT captions.',
      querystring: ContentQuery,
      response: Content,
    },
    handler: ({ query, caller }) => content.video(caller, query),
  });

  defineRoute(app, routes.getContentReading, {
    schema: { tags, summary: 'A reading of the course, its HTML sanitised (Readings feature; 403 on a locked day).', querystring: ContentQuery, response: Content },
    handler: ({ query, caller }) => content.reading(caller, query),
  });

  defineRoute(app, routes.markContentAsCompleted, {
    schema: {
      tags,
      summary: 'Marks a video or reading completed (idempotent); answers what it unlocked and the subject progress.',
      body: MarkContentCompletedRequest,
      response: MarkContentCompletedResponse,
    },
    message: 'ContentCompleted',
    handler: ({ body, caller }) => content.complete(caller, body),
  });

  defineRoute(app, routes.getCourseMiscContent, {
    schema: { tags, summary: "One page of the course's miscellaneous videos (MiscContents, TotalRecords).", querystring: MiscContentQuery, response: MixedContentResponse },
    handler: ({ query, caller }) => content.miscContent(caller, query),
  });

  defineRoute(app, routes.getResumePoints, {
    schema: { tags, summary: 'Where each of the caller\'s courses resumes: the last content opened (and the video second), else the next activity.', response: ResumePointsResponse },
    handler: async ({ caller }) => content.resumePoints(caller, await enrolments(caller.user.id)),
  });

  defineRoute(app, routes.saveResumePoint, {
    schema: { tags, summary: 'Saves the second a video was left at (sent while playing, on pause and on leave).', body: SaveResumePointRequest, response: z.null() },
    handler: ({ body, caller }) => content.saveResumePoint(caller, body),
  });
}
