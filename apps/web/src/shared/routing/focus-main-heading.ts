/*
 * Focus after a page change (issue 11, item 12; WCAG 2.4.3): a single-page app does not reload, so
 * without help focus stays on the link that was pressed (or falls to the body when that link goes
 * away) and a screen reader hears nothing of the new page. After each change of page, focus moves to
 * the new page's main heading, which announces it, unless the page has put focus somewhere itself
 * (a tab that stays selected, a field, an open dialog).
 */

/** How long a page may take to render its heading after the route changed (a lazy page, data). */
const HEADING_WAIT_MS = 5_000;

function placeFocus(document: Document): boolean {
  const active = document.activeElement;
  const main = document.querySelector('main');
  const placedByPage =
    active !== null &&
    active !== document.body &&
    active.isConnected &&
    (Boolean(main?.contains(active)) ||
      active.closest('[role="dialog"], [role="alertdialog"]') !== null);
  if (placedByPage) return true;
  const heading =
    main?.querySelector<HTMLElement>('h1') ?? document.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  // Focusable by script only: the heading does not join the tab order.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
  return true;
}

/**
 * Moves focus to the main heading once the page shows it; returns a function that stops waiting
 * (the next navigation, or unmount).
 */
export function focusMainHeadingWhenReady(document: Document): () => void {
  if (placeFocus(document)) return () => undefined;
  const observer = new MutationObserver(() => {
    if (placeFocus(document)) stop();
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
