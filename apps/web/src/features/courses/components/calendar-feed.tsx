import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { calendarFeedQueryOptions, createCalendarFeedMutationOptions, revokeCalendarFeedMutationOptions } from '@portal/api';
import { AlertType } from '@portal/domain';
import { CalendarFeedPanel, ListSkeleton } from '@portal/ui';
import { errorMessage } from '../../../shared/forms/use-zod-form';
import { apiClient, feedback, queryClient } from '../../../shared/services';
import { ListLoadError } from './list-load-error';

/**
 * The candidate's private iCalendar feed (issue 15): make, copy (the URL is shown once), regenerate
 * or revoke it. The feed lists the subscribed classes and the webinars of every course.
 */
export function CalendarFeed() {
  const status = useQuery(calendarFeedQueryOptions(apiClient));
  const create = useMutation(createCalendarFeedMutationOptions(apiClient, queryClient));
  const revoke = useMutation(revokeCalendarFeedMutationOptions(apiClient, queryClient));
  const [feedUrl, setFeedUrl] = useState<string | null>(null);
  if (status.isPending) return <ListSkeleton kind="liveLectures" />;
  if (status.isError) return <ListLoadError what="calendar feed" onRetry={() => void status.refetch()} />;
  return (
    <CalendarFeedPanel
      isActive={status.data.IsActive}
      createdAt={status.data.CreatedAt}
      feedUrl={feedUrl}
      pending={create.isPending || revoke.isPending}
      onCreate={() =>
        create.mutate(undefined, {
          onSuccess: (made) => setFeedUrl(new URL(made.FeedPath, window.location.origin).toString()),
          onError: (error) => feedback.error(`No calendar link was made. ${errorMessage(error)}`),
        })
      }
      onRevoke={() =>
        revoke.mutate(undefined, {
          onSuccess: () => {
            setFeedUrl(null);
            feedback.alert(AlertType.success, 'Your calendar link is revoked.');
          },
          onError: (error) => feedback.error(`The calendar link was not revoked. ${errorMessage(error)}`),
        })
      }
    />
  );
}
