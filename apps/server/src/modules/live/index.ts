import { RatingItemType } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { RatingsModule } from '../ratings';
import { registerLiveRoutes } from './live.routes';
import { createLiveService, type LiveContext } from './live.service';

/**
 * Live lectures, doubt and exclusive sessions (LiveLecturesService) and webinars (LiveApiRoutes):
 * upcoming lists and schedules, subscriptions, the meeting room with attendance, joining through the
 * configured MeetingProvider (Zoom's Meeting SDK signature, or the portal's own room), and the
 * Meeting (7) and Webinar (8) rating checks it hands the ratings module.
 */
export function registerLive(app: FastifyInstance, context: LiveContext & { readonly ratings: Pick<RatingsModule, 'useItemCheck'> }) {
  const live = createLiveService(context);
  registerLiveRoutes(app, live);
  context.ratings.useItemCheck(RatingItemType.Meeting, live.rateableMeeting);
  context.ratings.useItemCheck(RatingItemType.Webinar, live.rateableWebinar);
  return { setMeetingStatus: live.setMeetingStatus, useAgendaSource: live.useAgendaSource };
}

export type LiveModule = ReturnType<typeof registerLive>;
export type { AgendaSource } from './live.service';
export { seedDemoLiveSessions, seedDemoWebinarRecordings, seedLiveSubscriptions } from './live.seed';
export { createZoomMeetingProvider, localMeetingProvider, meetingProviderFrom, signZoomSdkJwt, zoomSignatureTtl, type MeetingProvider } from './meeting-provider';
