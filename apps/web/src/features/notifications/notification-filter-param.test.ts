import { describe, expect, it } from 'vitest';
import { NotificationFilter } from '@portal/domain';
import { filterFromSearch, searchWithFilter } from './notification-filter-param';

describe('the notification filter in the address', () => {
  it('reads unread and read, and All when absent or unknown', () => {
    expect(filterFromSearch(new URLSearchParams('filter=unread'))).toBe(NotificationFilter.unread);
    expect(filterFromSearch(new URLSearchParams('filter=read'))).toBe(NotificationFilter.read);
    expect(filterFromSearch(new URLSearchParams(''))).toBe(NotificationFilter.all);
    expect(filterFromSearch(new URLSearchParams('filter=3'))).toBe(NotificationFilter.all);
    expect(filterFromSearch(new URLSearchParams('filter=toString'))).toBe(NotificationFilter.all);
  });

  it('writes the filter by name, All as no parameter, and keeps other parameters', () => {
    expect(searchWithFilter(new URLSearchParams('x=1'), NotificationFilter.unread).toString()).toBe(
      'x=1&filter=unread',
    );
    expect(
      searchWithFilter(new URLSearchParams('filter=unread&x=1'), NotificationFilter.all).toString(),
    ).toBe('x=1');
    expect(searchWithFilter(new URLSearchParams(), NotificationFilter.read).toString()).toBe(
      'filter=read',
    );
  });
});
