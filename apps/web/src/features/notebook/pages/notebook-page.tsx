import { Link, useSearchParams } from 'react-router-dom';
import { useQueries, useQuery } from '@tanstack/react-query';
import {
  bookmarksQueryOptions,
  eBookActivitiesListQueryOptions,
  mistakeBankQueryOptions,
  myCoursesQueryOptions,
  myEBooksQueryOptions,
  notesQueryOptions,
} from '@portal/api';
import {
  ContentFilter,
  CourseType,
  Feature,
  filterNotebook,
  formatDate,
  isFeatureAllowed,
  NotebookKindGroup,
  notebookEntries,
  notebookFacets,
  notebookMarkdown,
  type Course,
  type NotebookFilter,
} from '@portal/domain';
import { NotebookList } from '@portal/ui';
import { placeLinks } from '../../../shared/routing/place-links';
import { apiClient } from '../../../shared/services';

/** How many of each list the notebook reads (the most a page of the areas' lists holds). */
const PAGE_SIZE = 100;

const groups = new Set<string>(Object.values(NotebookKindGroup));

/** The filter kept in the address (q, show, in, subject, from, to), so Back and links keep it. */
function filterFrom(params: URLSearchParams): NotebookFilter {
  const group = params.get('show') ?? '';
  return {
    search: params.get('q') ?? undefined,
    group: groups.has(group) ? (group as NotebookKindGroup) : undefined,
    source: params.get('in') ?? undefined,
    subject: params.get('subject') ?? undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  };
}

function paramsFrom(filter: NotebookFilter): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string | undefined) => {
    if (value) params.set(name, value);
  };
  set('q', filter.search);
  set('show', filter.group === NotebookKindGroup.all ? undefined : filter.group);
  set('in', filter.source);
  set('subject', filter.subject);
  set('from', filter.from);
  set('to', filter.to);
  return params;
}

function download(markdown: string, name: string) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([markdown], { type: 'text/markdown;charset=utf-8' }));
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/**
 * Issue 16, beyond the spec: one notebook. The areas' own calls, read at once (each course's
 * notes, bookmarks and mistake bank where its package has the feature, and every e-book's marks);
 * a part that fails is named and the rest shows. Search and filters run here, over what loaded.
 */
export default function NotebookPage() {
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const courses = useQuery(myCoursesQueryOptions(apiClient, CourseType.Active));
  const eBooks = useQuery(myEBooksQueryOptions(apiClient, CourseType.Active));
  const eBookMarks = useQuery(eBookActivitiesListQueryOptions(apiClient, { pageSize: PAGE_SIZE }));
  const list: Course[] = courses.data?.Courses ?? [];
  const page = { filter: ContentFilter.All, pageNumber: 1, pageSize: PAGE_SIZE };

  const notes = useQueries({
    queries: list.map((course) => ({
      ...notesQueryOptions(apiClient, { candidateSOSId: course.CandidateSOSId, ...page }),
      enabled: isFeatureAllowed(course, Feature.Notes),
    })),
  });
  const bookmarks = useQueries({
    queries: list.map((course) => ({
      ...bookmarksQueryOptions(apiClient, { candidateSOSId: course.CandidateSOSId, ...page }),
      enabled: isFeatureAllowed(course, Feature.Bookmarks),
    })),
  });
  const mistakes = useQueries({
    queries: list.map((course) => mistakeBankQueryOptions(apiClient, course.CandidateSOSId)),
  });

  // A disabled query (the package lacks the feature) stays pending but idle: not loading.
  const loading =
    courses.isPending ||
    eBooks.isPending ||
    eBookMarks.isPending ||
    [...notes, ...bookmarks, ...mistakes].some(
      (part) => part.isPending && part.fetchStatus !== 'idle',
    );

  const missing: string[] = [];
  const cut: string[] = [];
  if (courses.isError) missing.push('Your courses (their notes, bookmarks and mistakes)');
  if (eBooks.isError || eBookMarks.isError)
    missing.push('Your e-book notes, bookmarks and highlights');
  const sources = list.map((course, index) => {
    const noteData = notes[index]?.data;
    const bookmarkData = bookmarks[index]?.data;
    if (notes[index]?.isError) missing.push(`Your notes in ${course.CourseName}`);
    if (bookmarks[index]?.isError) missing.push(`Your bookmarks in ${course.CourseName}`);
    if (mistakes[index]?.isError) missing.push(`Your mistakes in ${course.CourseName}`);
    if (noteData && noteData.TotalRecords > noteData.Notes.length)
      cut.push(
        `the latest ${noteData.Notes.length} of your ${noteData.TotalRecords} notes in ${course.CourseName}`,
      );
    if (bookmarkData && bookmarkData.TotalRecords > bookmarkData.BookMarks.length)
      cut.push(
        `the latest ${bookmarkData.BookMarks.length} of your ${bookmarkData.TotalRecords} bookmarks in ${course.CourseName}`,
      );
    return {
      course,
      notes: noteData?.Notes ?? [],
      bookmarks: bookmarkData?.BookMarks ?? [],
      mistakes: mistakes[index]?.data ?? null,
    };
  });
  const marks = eBookMarks.data;
  if (marks && marks.TotalRecords > marks.EBookActivities.length)
    cut.push(
      `the latest ${marks.EBookActivities.length} of your ${marks.TotalRecords} e-book marks`,
    );
  const entries = notebookEntries(
    {
      courses: sources,
      eBooks: eBooks.data?.EBooks ?? [],
      eBookActivities: marks?.EBookActivities ?? [],
    },
    placeLinks(),
  );

  const facets = notebookFacets(entries);
  const shown = filterNotebook(entries, filter);

  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <div>
        <h1 id="page-title" className="text-2xl font-semibold">
          Notebook
        </h1>
        <p className="text-sm text-muted-foreground">
          Everything you marked, in one place: notes and bookmarks from your courses, notes and
          highlights from your e-books, and the questions you missed in tests.
        </p>
      </div>
      <NotebookList
        entries={shown}
        total={entries.length}
        filter={filter}
        onFilterChange={(next) => setParams(paramsFrom(next), { replace: true })}
        sources={facets.sources}
        subjects={facets.subjects}
        loading={loading}
        missing={missing}
        onExport={() =>
          download(
            notebookMarkdown(shown, {
              title: 'My notebook',
              origin: window.location.origin,
              exportedAt: new Date(),
            }),
            `notebook-${formatDate(new Date())}.md`,
          )
        }
        renderLink={({ href, className, children }) => (
          <Link to={href} className={className}>
            {children}
          </Link>
        )}
      />
      {cut.length > 0 ? (
        <p className="text-sm text-muted-foreground">
          Here: {cut.join('; ')}. The course’s Notes and Bookmarks pages and each book’s reader
          list them all.
        </p>
      ) : null}
    </div>
  );
}
