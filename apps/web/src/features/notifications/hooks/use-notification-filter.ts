import { useSearchParams } from 'react-router-dom';
import type { NotificationFilter } from '@portal/domain';
import { filterFromSearch, searchWithFilter } from '../notification-filter-param';

/**
 * The chosen filter, kept in the address (`?filter=unread`): choosing one is a navigation, so back
 * and forward step through the filters and a reload keeps it. spec 4: choosing a filter replaces the
 * list (replace clears first; cursor 0): the route's loader clears and prefetches on each of them.
 */
export function useNotificationFilter() {
  const [search, setSearch] = useSearchParams();
  const filter = filterFromSearch(search);
  const chooseFilter = (next: NotificationFilter) => {
    if (next !== filter) setSearch(searchWithFilter(search, next));
  };
  return [filter, chooseFilter] as const;
}
