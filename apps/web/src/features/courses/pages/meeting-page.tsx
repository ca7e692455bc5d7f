import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, joinMeetingMutationOptions, liveRoomQueryOptions } from '@portal/api';
import { MISSING_FEATURE_MESSAGE, RatingItemType, type MeetingSignature } from '@portal/domain';
import { Button, EmptyState, InlineAlert, ListSkeleton, MeetingRoom, MeetingServiceNotice } from '@portal/ui';
import { errorMessage } from '../../../shared/forms/use-zod-form';
import { apiClient, feedback, queryClient } from '../../../shared/services';
import { ItemRatingStars } from '../components/item-rating';
import { meetingRoomIds } from '../live-paths';
import type { MeetingClient, MeetingClientEvent } from '../meeting/meeting-client';
import { zoomIframeMeetingClient } from '../meeting/zoom-iframe-meeting-client';

/**
 * The Zoom meeting in the room: frames the isolated SDK page through a MeetingClient once the
 * server gave a signature; says clearly when the service cannot be reached (never a spinner only).
 */
function ZoomMeeting({ meetingId, topic, signature, joinUrl, passcode }: { meetingId: number; topic: string; signature: MeetingSignature; joinUrl: string | null; passcode: string | null }) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MeetingClientEvent>({ type: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!container.current) return;
    const client: MeetingClient = zoomIframeMeetingClient(container.current);
    client.subscribe(setState);
    client.join({ meetingId, topic }, signature);
    return () => client.dispose();
  }, [meetingId, topic, signature, attempt]);
  return (
    <div className="flex flex-col gap-3">
      {state.type === 'error' ? (
        <MeetingServiceNotice problem="unreachable" detail={state.reason} joinUrl={joinUrl} passcode={passcode} onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          {state.type === 'loading' ? 'Opening the Zoom meeting…' : state.type === 'joined' ? 'You are in the Zoom meeting.' : 'You left the Zoom meeting.'}
        </p>
      )}
      <div ref={container} hidden={state.type === 'error'} />
    </div>
  );
}

/** The device clock corrected by the server's (ServerTime when the room was read), ticking each second. */
function useServerNow(serverTime: string | undefined, readAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const offset = serverTime ? new Date(serverTime).getTime() - readAt : 0;
  return now + offset;
}

/**
 * spec 2: /course/candidate/meeting (LiveLectures or LiveDoubts: the server answers 403 without
 * them). The portal's own meeting room (the local MeetingProvider, used when the server has no Zoom
 * keys): the session, its status and countdown, Join while it is open (started, or from 10 minutes
 * before the start), and the attendance the join records. It reloads the room each minute and when
 * the countdown reaches the start, so the status follows the server.
 */
export default function MeetingPage() {
  const location = useLocation();
  const ids = meetingRoomIds(location.search);
  const room = useQuery({
    ...liveRoomQueryOptions(apiClient, ids ?? { candidateSOSId: 0, meetingId: 0 }),
    enabled: ids !== null,
    refetchInterval: 60_000,
  });
  const join = useMutation(joinMeetingMutationOptions(apiClient, queryClient));
  const now = useServerNow(room.data?.ServerTime, room.dataUpdatedAt);
  const startsAt = room.data ? new Date(room.data.Meeting.StartTime).getTime() : null;
  const opensAt = startsAt === null ? null : startsAt - 10 * 60_000;
  const crossed = opensAt !== null && now >= opensAt && room.data?.CanJoin === false && room.data.Meeting.MeetingStatus === 1;
  useEffect(() => {
    if (crossed) void room.refetch();
    // Only when the join window opens (once per crossing).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [crossed]);

  const back = (
    <Link to="/course" className="text-sm text-primary underline-offset-4 hover:underline">
      Back to your course
    </Link>
  );

  if (ids === null) {
    return (
      <section aria-labelledby="page-title" className="flex flex-col gap-4">
        <h1 id="page-title" className="text-2xl font-semibold">
          Meeting room
        </h1>
        <EmptyState avatar="norecord" message="This link does not name a session. Open the session from your Live classes page." />
        {back}
      </section>
    );
  }
  if (room.isPending) {
    return (
      <section aria-labelledby="page-title" aria-busy="true" className="flex flex-col gap-4">
        <h1 id="page-title" className="text-2xl font-semibold">
          Meeting room
        </h1>
        <ListSkeleton kind="liveLectures" count={3} />
      </section>
    );
  }
  if (room.isError) {
    const status = room.error instanceof ApiError ? room.error.status : null;
    return (
      <section aria-labelledby="page-title" className="flex flex-col gap-4">
        <h1 id="page-title" className="text-2xl font-semibold">
          Meeting room
        </h1>
        {status === 403 ? (
          <EmptyState avatar="locked" message={MISSING_FEATURE_MESSAGE} />
        ) : status === 404 ? (
          <EmptyState avatar="norecord" message="This session is not one of your courses' sessions." />
        ) : (
          <div className="flex flex-col items-start gap-3">
            <InlineAlert variant="danger" title="The meeting room could not be loaded." message={errorMessage(room.error)} />
            <Button variant="outline" onClick={() => void room.refetch()}>
              Try again
            </Button>
          </div>
        )}
        {back}
      </section>
    );
  }

  const data = room.data;
  const { Meeting: meeting } = data;
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-4">
      <h1 id="page-title" className="text-2xl font-semibold">
        Meeting room
      </h1>
      <MeetingRoom
        topic={meeting.Topic}
        subjectName={meeting.SubjectName ?? undefined}
        teacherName={meeting.TeacherName}
        startTime={meeting.StartTime}
        timeZone={meeting.TimeZoneId}
        durationMinutes={meeting.DurationMinutes}
        meetingType={meeting.MeetingType}
        status={meeting.MeetingStatus}
        now={now}
        isSubscribed={data.IsSubscribed}
        canJoin={data.CanJoin}
        joinedAt={data.JoinedAt}
        attendeeCount={data.AttendeeCount}
        pending={join.isPending}
        onJoin={() =>
          join.mutate(
            { CandidateSOSId: data.CandidateSOSId, MeetingId: meeting.MeetingId },
            { onError: (error) => feedback.error(`You could not join. ${errorMessage(error)}`) },
          )
        }
      >
        {data.Provider === 'local' ? (
          <InlineAlert
            variant="info"
            title="You are in the portal’s meeting room."
            message="There is no audio or video here: your attendance is recorded and your teacher sees you joined."
          />
        ) : join.data?.Signature ? (
          <ZoomMeeting meetingId={meeting.MeetingId} topic={meeting.Topic} signature={join.data.Signature} joinUrl={data.JoinUrl} passcode={data.Passcode} />
        ) : (
          <MeetingServiceNotice problem="unreachable" detail="this session has no Zoom meeting" joinUrl={data.JoinUrl} passcode={data.Passcode} />
        )}
      </MeetingRoom>
      {data.Provider === 'local' && data.IsSubscribed ? <MeetingServiceNotice problem="not-configured" joinUrl={data.JoinUrl} passcode={data.Passcode} /> : null}
      {data.IsSubscribed ? (
        <ItemRatingStars candidateSOSId={data.CandidateSOSId} itemType={RatingItemType.Meeting} itemId={meeting.MeetingTopicId} label={`Rate “${meeting.Topic}”`} />
      ) : null}
      {back}
    </section>
  );
}
