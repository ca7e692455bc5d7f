import { NotificationFilter } from '@portal/domain';

/*
 * The notification filter in the address (issue 11, item 7: `?filter=unread`), so back, forward and
 * reload keep it. All is the default and has no parameter; anything unknown reads as All.
 */

export const NOTIFICATION_FILTER_PARAM = 'filter';

const byName = { read: NotificationFilter.read, unread: NotificationFilter.unread } as const;

/** The filter a query string asks for (All when absent or unknown). */
export function filterFromSearch(search: URLSearchParams): NotificationFilter {
  const value = search.get(NOTIFICATION_FILTER_PARAM);
  return value !== null && Object.hasOwn(byName, value)
    ? byName[value as keyof typeof byName]
    : NotificationFilter.all;
}

/** The query string for a filter, other parameters kept. */
export function searchWithFilter(
  search: URLSearchParams,
  filter: NotificationFilter,
): URLSearchParams {
  const next = new URLSearchParams(search);
  const name = (Object.keys(byName) as (keyof typeof byName)[]).find(
    (key) => byName[key] === filter,
  );
  if (name) next.set(NOTIFICATION_FILTER_PARAM, name);
  else next.delete(NOTIFICATION_FILTER_PARAM);
  return next;
}
