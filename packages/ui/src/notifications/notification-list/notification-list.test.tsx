import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { buildNotifications } from '@portal/domain/fixtures';
import { NotificationList } from './notification-list';

/*
 * A thousand rows make a page far taller than any screenshot, so the virtualisation is checked
 * here rather than in a story.
 */
describe('NotificationList with a thousand notifications', () => {
  it('keeps only the rows near the viewport in the DOM, and the page (not a box) scrolls', async () => {
    const thousand = buildNotifications(1000, 5000);
    const screen = await render(<NotificationList notifications={thousand} />);
    const rows = () => [...screen.container.querySelectorAll('li')];
    expect(screen.container.querySelector('[role="region"]')).toBeNull();
    expect(rows().length).toBeLessThan(40);
    expect(rows()[0]?.getAttribute('aria-setsize')).toBe('1000');
    const list = screen.container.querySelector('ul')!;
    expect(getComputedStyle(list).overflowY).toBe('visible');

    window.scrollTo(0, document.documentElement.scrollHeight);
    await expect
      .poll(() => rows().some((row) => row.getAttribute('aria-posinset') === '1000'))
      .toBe(true);
    expect(rows().length).toBeLessThan(40);

    window.scrollTo(0, 0);
    await expect.poll(() => rows()[0]?.getAttribute('aria-posinset')).toBe('1');
  });
});
