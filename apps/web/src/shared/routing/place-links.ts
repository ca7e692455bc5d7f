import type { NotebookLinks } from '@portal/domain';

/*
 * Where a student's marks open (issue 16, the notebook): a course note at its reading or video
 * second, a bookmark at its content, an e-book mark at its page, a missed question in the mistake
 * bank. Those routes belong to the courses, dashboard and ebooks features; a feature never imports
 * another, so app/ builds the links from their path helpers and registers them here, and the
 * notebook feature reads them. Nothing registered: nothing links (the entries still show).
 */

const none: NotebookLinks = {
  courseNote: () => null,
  courseBookmark: () => null,
  eBookActivity: () => null,
  mistake: () => null,
};

let registered: NotebookLinks = none;

/** Called once by app/ (with the signed-in shell) with the features' path helpers. */
export function registerPlaceLinks(links: NotebookLinks): void {
  registered = links;
}

/** What app/ registered. */
export function placeLinks(): NotebookLinks {
  return registered;
}
