import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { focusMainHeadingWhenReady } from './focus-main-heading';

/**
 * After each change of page (a new path; not the first load, not a change of query string such as
 * a list filter), focus goes to the new page's main heading (see focus-main-heading.ts). A link to
 * a place in a page (#hash) leaves focus to that place.
 */
export function useRouteFocus(): void {
  const { pathname, hash } = useLocation();
  const firstPath = useRef(pathname);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current && pathname === firstPath.current) return;
    moved.current = true;
    if (hash) return;
    return focusMainHeadingWhenReady(document);
    // Keyed on the path alone: the hash is read as it is when the path changes, and a change of hash
    // or query string on the same page is not a new page.
  }, [pathname]);
}
