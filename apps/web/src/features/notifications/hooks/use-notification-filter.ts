import { useState } from 'react';
import { clearNotificationPages } from '@portal/api';
import { NotificationFilter } from '@portal/domain';
import { queryClient } from '../../../shared/services';

/** The filter the list opens with (the route's loader prefetches its first page). */
export const INITIAL_NOTIFICATION_FILTER = NotificationFilter.all;

/**
 * The chosen filter. spec 4: choosing a filter replaces the list (replace clears first; cursor 0),
 * so a filter chosen again starts empty rather than showing the pages of an earlier choice.
 */
export function useNotificationFilter() {
  const [filter, setFilter] = useState<NotificationFilter>(INITIAL_NOTIFICATION_FILTER);
  const chooseFilter = (next: NotificationFilter) => {
    clearNotificationPages(queryClient, next);
    setFilter(next);
  };
  return [filter, chooseFilter] as const;
}
