import { useState } from 'react';
import { useNavigate, useRouteLoaderData } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  subscribeLiveClassMutationOptions,
  subscribedClassesQueryOptions,
  upcomingClassesQueryOptions,
  upcomingSchedulesQueryOptions,
} from '@portal/api';
import {
  AlertType,
  ApplicationMessageId,
  RatingItemType,
  SubscribedClassTopicType,
  canJoinMeeting,
  type LiveClass,
} from '@portal/domain';
import {
  Button,
  EmptyState,
  ListSkeleton,
  LiveClassCard,
  ScheduleCard,
  SegmentedFilter,
} from '@portal/ui';
import { ConfirmationDialog } from '../../../shared/dialogs';
import { errorMessage } from '../../../shared/forms/use-zod-form';
import { useMessageText } from '../../../shared/messages/messages-store';
import { apiClient, feedback, queryClient } from '../../../shared/services';
import { ListLoadError } from '../components/list-load-error';
import { CalendarFeed } from '../components/calendar-feed';
import { ItemRatingStars } from '../components/item-rating';
import { COURSE_ROUTE_ID, type CourseLoaderData } from '../course-route';
import { meetingRoomPath } from '../live-paths';

const PAGE_SIZE = 10;

const topicOptions = [
  { value: SubscribedClassTopicType.LiveLecture, label: 'Live lectures' },
  { value: SubscribedClassTopicType.LiveDoubts, label: 'Doubt sessions' },
  { value: SubscribedClassTopicType.Exclusive, label: 'Exclusive sessions' },
] as const;

const topicName: Record<SubscribedClassTopicType, string> = {
  [SubscribedClassTopicType.LiveLecture]: 'live lectures',
  [SubscribedClassTopicType.LiveDoubts]: 'doubt sessions',
  [SubscribedClassTopicType.Exclusive]: 'exclusive sessions',
};

/** "Show more" while fewer than TotalRecords are shown (the page size grows by one page). */
function ShowMore({ shown, total, onMore, what }: { shown: number; total: number; onMore: () => void; what: string }) {
  if (shown >= total) return null;
  return (
    <Button variant="outline" className="self-start" onClick={onMore}>
      Show more {what} ({total - shown} more)
    </Button>
  );
}

/**
 * spec 2: /liveClass (LiveLectures or LiveDoubts, gated in the route): the course's upcoming live
 * lectures, doubt sessions and exclusive sessions, their schedules, and the subscribed classes, each
 * paged with TotalRecords. Subscribing asks first (application message 175); the class then moves
 * from upcoming to subscribed. A subscribed class opens its meeting room once joining is open.
 */
export default function LiveClassPage() {
  const navigate = useNavigate();
  const { course } = useRouteLoaderData(COURSE_ROUTE_ID) as CourseLoaderData;
  const candidateSOSId = course.CandidateSOSId;
  const [topicType, setTopicType] = useState<SubscribedClassTopicType>(SubscribedClassTopicType.LiveLecture);
  const [sizes, setSizes] = useState({ upcoming: PAGE_SIZE, schedules: PAGE_SIZE, subscribed: PAGE_SIZE });
  const upcoming = useQuery(upcomingClassesQueryOptions(apiClient, topicType, { candidateSOSId, pageSize: sizes.upcoming }));
  const schedules = useQuery(upcomingSchedulesQueryOptions(apiClient, topicType, { candidateSOSId, pageSize: sizes.schedules }));
  const subscribed = useQuery(subscribedClassesQueryOptions(apiClient, { candidateSOSId, pageSize: sizes.subscribed }));
  const subscribe = useMutation(subscribeLiveClassMutationOptions(apiClient, queryClient));
  const confirmText = useMessageText(ApplicationMessageId.meetingSubscribeConfirmation);
  const [asking, setAsking] = useState<LiveClass | null>(null);
  const now = new Date();
  const more = (list: keyof typeof sizes) => setSizes((current) => ({ ...current, [list]: current[list] + PAGE_SIZE }));

  function confirmSubscribe() {
    const chosen = asking;
    if (!chosen) return;
    subscribe.mutate(
      { CandidateSOSId: candidateSOSId, MeetingTopicId: chosen.MeetingTopicId, TopicType: chosen.TopicType },
      {
        onSuccess: () => feedback.alert(AlertType.success, `You are subscribed to “${chosen.Topic}”.`),
        onError: (error) => feedback.error(`You were not subscribed. ${errorMessage(error)}`),
      },
    );
  }

  const upcomingItems = upcoming.data?.UpcomingClasses ?? [];
  const scheduleItems = schedules.data?.UpcomingClassSchedules ?? [];
  const subscribedItems = subscribed.data?.SubscribedClasses ?? [];

  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 id="page-title" className="text-2xl font-semibold">
          Live classes
        </h1>
        <p className="text-muted-foreground">
          Subscribe to the live classes of {course.CourseName} you want to attend; they can be joined from 10 minutes before they start.
        </p>
      </div>

      <section aria-labelledby="subscribed-title" className="flex flex-col gap-3">
        <h2 id="subscribed-title" className="text-lg font-semibold">
          Subscribed classes{subscribed.data ? ` (${subscribed.data.TotalRecords})` : ''}
        </h2>
        {subscribed.isPending ? (
          <ListSkeleton kind="subscribedClasses" />
        ) : subscribed.isError ? (
          <ListLoadError what="subscribed classes" onRetry={() => void subscribed.refetch()} />
        ) : subscribedItems.length === 0 ? (
          <EmptyState avatar="norecord" message="You have not subscribed to a class yet. Subscribe to an upcoming class below." />
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {subscribedItems.map((item) => (
              <li key={item.MeetingTopicId} className="flex flex-col gap-2">
                <LiveClassCard
                  topic={item.Topic}
                  subjectName={item.SubjectName ?? undefined}
                  teacherName={item.TeacherName}
                  startTime={item.StartTime}
                  timeZone={item.TimeZoneId}
                  durationMinutes={item.DurationMinutes}
                  meetingType={item.MeetingType}
                  status={item.MeetingStatus}
                  isSubscribed
                  canJoin={item.NextMeetingId !== null && canJoinMeeting(item, now)}
                  onJoin={item.NextMeetingId === null ? undefined : () => void navigate(meetingRoomPath(candidateSOSId, item.NextMeetingId!))}
                />
                {item.NextMeetingId !== null ? (
                  <Button variant="link" size="sm" className="self-start" onClick={() => void navigate(meetingRoomPath(candidateSOSId, item.NextMeetingId!))}>
                    Open the meeting room: {item.Topic}
                  </Button>
                ) : null}
                <ItemRatingStars candidateSOSId={candidateSOSId} itemType={RatingItemType.Meeting} itemId={item.MeetingTopicId} label={`Rate “${item.Topic}”`} />
              </li>
            ))}
          </ul>
        )}
        <ShowMore shown={subscribedItems.length} total={subscribed.data?.TotalRecords ?? 0} what="subscribed classes" onMore={() => more('subscribed')} />
      </section>

      <SegmentedFilter label="Kind of class" options={topicOptions} value={topicType} onValueChange={setTopicType} />

      <section aria-labelledby="upcoming-title" className="flex flex-col gap-3">
        <h2 id="upcoming-title" className="text-lg font-semibold">
          Upcoming {topicName[topicType]}
          {upcoming.data ? ` (${upcoming.data.TotalRecords})` : ''}
        </h2>
        {upcoming.isPending ? (
          <ListSkeleton kind="upcomingClasses" />
        ) : upcoming.isError ? (
          <ListLoadError what={`upcoming ${topicName[topicType]}`} onRetry={() => void upcoming.refetch()} />
        ) : upcomingItems.length === 0 ? (
          <EmptyState avatar="norecord" message={`No upcoming ${topicName[topicType]} to subscribe to.`} />
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {upcomingItems.map((item) => (
              <li key={item.MeetingTopicId}>
                <LiveClassCard
                  topic={item.Topic}
                  subjectName={item.SubjectName ?? undefined}
                  teacherName={item.TeacherName}
                  startTime={item.StartTime}
                  timeZone={item.TimeZoneId}
                  durationMinutes={item.DurationMinutes}
                  meetingType={item.MeetingType}
                  status={item.MeetingStatus}
                  pending={subscribe.isPending}
                  aria-label={item.Topic}
                  onSubscribe={() => setAsking(item)}
                />
              </li>
            ))}
          </ul>
        )}
        <ShowMore shown={upcomingItems.length} total={upcoming.data?.TotalRecords ?? 0} what={`upcoming ${topicName[topicType]}`} onMore={() => more('upcoming')} />
      </section>

      <section aria-labelledby="schedule-title" className="flex flex-col gap-3">
        <h2 id="schedule-title" className="text-lg font-semibold">
          Schedule of {topicName[topicType]}
        </h2>
        {schedules.isPending ? (
          <ListSkeleton kind="liveLectures" />
        ) : schedules.isError ? (
          <ListLoadError what="schedule" onRetry={() => void schedules.refetch()} />
        ) : scheduleItems.length === 0 ? (
          <EmptyState avatar="norecord" message={`No ${topicName[topicType]} are scheduled.`} />
        ) : (
          <ul className="grid gap-2">
            {scheduleItems.map((item) => (
              <li key={item.MeetingId}>
                <ScheduleCard
                  topic={item.Topic}
                  startTime={item.StartTime}
                  timeZone={item.TimeZoneId}
                  endTime={new Date(new Date(item.StartTime).getTime() + item.DurationMinutes * 60_000).toISOString()}
                  teacherName={item.TeacherName}
                  meetingType={item.MeetingType}
                  status={item.MeetingStatus}
                />
              </li>
            ))}
          </ul>
        )}
        <ShowMore shown={scheduleItems.length} total={schedules.data?.TotalRecords ?? 0} what="schedule entries" onMore={() => more('schedules')} />
      </section>

      <CalendarFeed />

      <ConfirmationDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={asking ? `Subscribe to “${asking.Topic}”?` : 'Subscribe?'}
        message={confirmText}
        confirmLabel="Subscribe"
        cancelLabel="Cancel"
        onConfirm={confirmSubscribe}
      />
    </section>
  );
}
