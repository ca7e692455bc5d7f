import * as React from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  eBookActivitiesQueryOptions,
  eBookFileQueryOptions,
  eBookLocationQueryOptions,
  myEBooksQueryOptions,
  removeEBookActivityMutationOptions,
  saveEBookActivityMutationOptions,
  saveEBookLocationMutationOptions,
  updateEBookActivityMutationOptions,
} from '@portal/api';
import {
  anchorTargetOf,
  anchorTextQuote,
  CourseType,
  describeTextRange,
  listedEBook,
  pdfFragmentConformsTo,
  pdfPageOf,
  type EBookActivityData,
  type EBookActivityKind,
  type EBookAnnotationItem,
} from '@portal/domain';
import {
  AnnotationFilter,
  AnnotationPanel,
  AnnotationTransfer,
  ContentsPanel,
  type ContentsItem,
  type SearchResultItem,
  ReaderStatus,
  ReaderToolbar,
  SelectionActions,
} from '@portal/ui';
import { NoteEditorDialog } from '../../../shared/dialogs';
import { errorMessage } from '../../../shared/forms/use-zod-form';
import { useGuardedParams } from '../../../shared/routing/use-guarded-params';
import { apiClient, feedback, queryClient } from '../../../shared/services';
import type { PageMark, PageSelection, PdfPageViewProps } from '../components/pdf-page-view';
import { loadEBookActivityRules, useEBookActivityRules, type EBookActivityRules } from '../activity-rules';
import { eBookInfoOf, ReadingTheme, rememberEBook } from '../ebook-info';

/**
 * PDF.js and react-pdf (~190 KB gzip) load after the reader's frame painted, in a chunk of their
 * own (issue #10: the route's first load stays small; no other route ever loads them).
 */
const PdfPageView = React.lazy(() =>
  import('../components/pdf-page-view').then((module) => ({ default: module.PdfPageView })),
);

/**
 * The EPUB reader (foliate-js, zip.js) is a chunk of its own, loaded only when the book is an EPUB.
 */
const EpubReader = React.lazy(() => import('../components/epub-reader'));

/** Whether the portal is painted dark (the `dark` class platform/theme.ts sets), kept current. */
function usePortalDark(): boolean {
  return React.useSyncExternalStore(
    (changed) => {
      const observer = new MutationObserver(changed);
      observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
      return () => observer.disconnect();
    },
    () => document.documentElement.classList.contains('dark'),
  );
}

/** How long the reader waits after a page turn before it saves where the candidate is. */
const saveLocationDelayMs = 600;
/** A CFI a link may open at (the pattern the server accepts for a saved location). */
const linkableCfi = /^epubcfi\([^()\s]{1,480}\)$/;

type PdfDocument = Parameters<PdfPageViewProps['onDocumentLoad']>[0];

/** The page's text of every page, read once per opened document (for re-anchoring and orphans). */
async function readPageTexts(document: PdfDocument): Promise<string[]> {
  const texts: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    texts.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join(''),
    );
  }
  return texts;
}

/** The PDF outline (PDF.js getOutline) as contents lines, each with the page it opens. */
async function readOutline(document: PdfDocument): Promise<ContentsItem[]> {
  const outline = (await document.getOutline()) ?? [];
  const items: ContentsItem[] = [];
  type Entry = (typeof outline)[number];
  const walk = async (entries: readonly Entry[], depth: number) => {
    for (const entry of entries) {
      let page: number | null = null;
      try {
        const destination =
          typeof entry.dest === 'string' ? await document.getDestination(entry.dest) : entry.dest;
        const ref = destination?.[0];
        if (ref && typeof ref === 'object') page = (await document.getPageIndex(ref)) + 1;
        else if (typeof ref === 'number') page = ref + 1;
      } catch {
        page = null;
      }
      items.push({ key: `${items.length}`, label: entry.title, depth, page });
      if (entry.items.length > 0) await walk(entry.items, depth + 1);
    }
  };
  await walk(outline, 0);
  return items;
}

/** Every place of `query` in the pages' text (case and spacing ignored), with the text around it. */
function searchPages(pageTexts: readonly string[], query: string): SearchResultItem[] {
  const results: SearchResultItem[] = [];
  const wanted = query.toLowerCase().replace(/\s+/g, ' ');
  pageTexts.forEach((raw, index) => {
    const text = raw.replace(/\s+/g, ' ');
    const lower = text.toLowerCase();
    for (let at = lower.indexOf(wanted); at !== -1; at = lower.indexOf(wanted, at + wanted.length))
      results.push({
        key: `${index + 1}:${at}`,
        label: `Page ${index + 1}`,
        before: text.slice(Math.max(0, at - 40), at),
        match: text.slice(at, at + wanted.length),
        after: text.slice(at + wanted.length, at + wanted.length + 40),
      });
  });
  return results;
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * spec 2: /ebook/{url(enc)}/{CandidateSOSId(enc)}/{EBookId(enc)}: the PDF reader. Pages turn with
 * the buttons and the keyboard; the candidate reopens where they stopped (Get/SaveEBookLocation);
 * selected text can be highlighted or noted (W3C annotations in the activity's Data), re-anchored
 * by quote when the book file changed; the notebook lists them all.
 */
export default function ReaderPage() {
  const navigate = useNavigate();
  const params = useGuardedParams();
  const book = React.useMemo(
    () => ({ candidateSOSId: Number(params.candidateSOSId), eBookId: Number(params.eBookId) }),
    [params.candidateSOSId, params.eBookId],
  );
  const eBook = listedEBook(
    useQuery(myEBooksQueryOptions(apiClient, CourseType.Active)).data?.EBooks ?? [],
    params.candidateSOSId,
    params.eBookId,
  );
  const file = useQuery(eBookFileQueryOptions(apiClient, book));
  const activities = useQuery(eBookActivitiesQueryOptions(apiClient, book));
  const location = useQuery(eBookLocationQueryOptions(apiClient, book));
  const saveLocation = useMutation(saveEBookLocationMutationOptions(apiClient, queryClient));
  const saveActivity = useMutation(saveEBookActivityMutationOptions(apiClient, queryClient));
  const removeActivity = useMutation(removeEBookActivityMutationOptions(apiClient, queryClient));
  const updateActivity = useMutation(updateEBookActivityMutationOptions(apiClient, queryClient));
  // spec 4: e-book info in browser storage (where the book was left, text size, reading theme).
  const [info] = React.useState(() => eBookInfoOf(book.eBookId));
  const [readingTheme, setReadingTheme] = React.useState<ReadingTheme>(
    info?.Theme ?? ReadingTheme.portal,
  );
  const [editFor, setEditFor] = React.useState<EBookAnnotationItem | null>(null);
  const format = file.data?.Format ?? 'pdf';
  const bookTitle = eBook?.Title ?? 'E-book';
  const remember = React.useCallback(
    (update: Parameters<typeof rememberEBook>[0] extends infer U ? Partial<U> : never) =>
      rememberEBook({
        EBookId: book.eBookId,
        CandidateSOSId: book.candidateSOSId,
        Title: bookTitle,
        Format: format,
        ...update,
      }),
    [book, bookTitle, format],
  );
  React.useEffect(() => {
    if (file.data) remember({});
  }, [file.data, remember]);

  const [page, setPage] = React.useState<number | null>(null);
  const [pageCount, setPageCount] = React.useState(0);
  const [zoom, setZoom] = React.useState(1);
  const [documentError, setDocumentError] = React.useState<string | null>(null);
  const [retryKey, setRetryKey] = React.useState(0);
  const [pageTexts, setPageTexts] = React.useState<string[] | null>(null);
  const [selection, setSelection] = React.useState<PageSelection | null>(null);
  const [noteFor, setNoteFor] = React.useState<PageSelection | null>(null);
  const [notebookOpen, setNotebookOpen] = React.useState(false);
  const [filter, setFilter] = React.useState<AnnotationFilter>(AnnotationFilter.all);
  const [focusedMarkId, setFocusedMarkId] = React.useState<number | null>(null);
  const [contentsOpen, setContentsOpen] = React.useState(false);
  const [outline, setOutline] = React.useState<ContentsItem[]>([]);
  const [searchResults, setSearchResults] = React.useState<SearchResultItem[] | null>(null);
  const [searchTerm, setSearchTerm] = React.useState<string | null>(null);

  // Open at `?page=N` (a link from the notebook to a mark), else where the candidate stopped (the
  // saved `page=N`), else the first page.
  const [searchParams] = useSearchParams();
  const linkedPage = Number(searchParams.get('page')) || null;
  // An EPUB opens at `?cfi=` (the notebook's link to a mark) the same way.
  const linkedCfi = searchParams.get('cfi');
  const savedLocation = location.data?.Location ?? info?.Location ?? null;
  const savedPage =
    linkedPage && linkedPage >= 1 && Number.isInteger(linkedPage)
      ? linkedPage
      : savedLocation
        ? Number(/^page=(\d+)$/.exec(savedLocation)?.[1] ?? 1)
        : 1;
  const shownPage = Math.min(Math.max(page ?? savedPage, 1), pageCount || Number.MAX_SAFE_INTEGER);

  // Save the location a moment after the page settles (not at every key press).
  const lastSaved = React.useRef<string | null>(null);
  React.useEffect(() => {
    if (page === null || pageCount === 0) return;
    const wanted = `page=${page}`;
    if (wanted === lastSaved.current) return;
    const timer = window.setTimeout(() => {
      lastSaved.current = wanted;
      remember({ Location: wanted, Progress: page / pageCount });
      saveLocation.mutate(
        {
          EBookId: book.eBookId,
          CandidateSOSId: book.candidateSOSId,
          Location: wanted,
          Progress: page / pageCount,
        },
        { onError: (error) => console.warn('[ebooks] the reading location was not saved', error) },
      );
    }, saveLocationDelayMs);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- saveLocation.mutate is stable
  }, [page, pageCount, book]);

  const goTo = React.useCallback(
    (wanted: number) => {
      if (pageCount === 0) return;
      setSelection(null);
      setPage(Math.min(pageCount, Math.max(1, wanted)));
    },
    [pageCount],
  );

  // Keyboard: arrows and Page Up/Down turn pages, Home/End go to the first and last page.
  React.useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // No PDF open (loading, or the book is an EPUB, whose reader has keys of its own).
      if (pageCount === 0) return;
      if (
        event.defaultPrevented ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        isTyping(event.target)
      )
        return;
      if (document.querySelector('[role="dialog"]')) return;
      const steps: Record<string, number> = {
        ArrowRight: 1,
        PageDown: 1,
        ArrowLeft: -1,
        PageUp: -1,
      };
      if (event.key in steps) goTo(shownPage + (steps[event.key] ?? 0));
      else if (event.key === 'Home') goTo(1);
      else if (event.key === 'End') goTo(pageCount);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [goTo, shownPage, pageCount]);

  const onDocumentLoad = React.useCallback((document: PdfDocument) => {
    setDocumentError(null);
    setPageCount(document.numPages);
    readPageTexts(document).then(setPageTexts, (error: unknown) =>
      console.warn('[ebooks] page texts not read', error),
    );
    readOutline(document).then(setOutline, (error: unknown) =>
      console.warn('[ebooks] outline not read', error),
    );
  }, []);
  const onDocumentError = React.useCallback((error: Error) => {
    console.warn('[ebooks] the book did not open', error);
    setDocumentError('The book file did not load. Check your connection and try again.');
  }, []);

  // Where each highlight and note is in the book as it is now (null page: orphaned).
  const all = activities.data;
  // The zod-backed rules that read saved marks: until they are in, the page shows no marks yet.
  const rules = useEBookActivityRules();
  const anchored = React.useMemo(() => {
    const places = new Map<number, { page: number; data: EBookActivityData } | null>();
    if (!all || !rules) return places;
    for (const activity of [...all.Highlights, ...all.Notes]) {
      const data = rules.parseEBookActivityData(activity);
      const target = data ? anchorTargetOf(data) : null;
      if (!data || !target) continue;
      if (!pageTexts) {
        places.set(activity.EBookActivityId, { page: target.page, data });
        continue;
      }
      const found = anchorTextQuote(pageTexts, target);
      places.set(
        activity.EBookActivityId,
        found.status === 'anchored' ? { page: found.page, data } : null,
      );
    }
    return places;
  }, [all, pageTexts, rules]);
  const orphanedIds = React.useMemo(
    () => new Set([...anchored].filter(([, place]) => place === null).map(([id]) => id)),
    [anchored],
  );
  const marks = React.useMemo<PageMark[]>(() => {
    const onPage: PageMark[] = [];
    for (const [id, place] of anchored) {
      if (!place || place.page !== shownPage) continue;
      const target = anchorTargetOf(place.data);
      if (!target) continue;
      const isNote = place.data.motivation === 'commenting';
      onPage.push({
        id,
        target,
        color: place.data.color ?? (isNote ? '#c4b5fd' : '#fde047'),
        kind: isNote ? 'note' : 'highlight',
        label: place.data.label ?? `Page ${shownPage}`,
      });
    }
    return onPage;
  }, [anchored, shownPage]);

  const items = React.useMemo(() => (all && rules ? rules.eBookAnnotationItems(all) : []), [all, rules]);
  const pageBookmark = all?.Bookmarks.find((activity) => {
    const data = rules?.parseEBookActivityData(activity);
    return data ? pdfPageOf(data) === shownPage : false;
  });

  const save = (kind: EBookActivityKind, data: EBookActivityData, done?: () => void) =>
    saveActivity.mutate(
      {
        kind,
        request: {
          EBookId: book.eBookId,
          CandidateSOSId: book.candidateSOSId,
          Data: JSON.stringify(data),
        },
      },
      {
        onSuccess: () => {
          window.getSelection()?.removeAllRanges();
          setSelection(null);
          done?.();
        },
        onError: (error) => feedback.error(`The ${kind} was not saved. ${errorMessage(error)}`),
      },
    );

  const textTarget = (chosen: PageSelection): EBookActivityData['target'] => {
    const { quote, position } = describeTextRange(chosen.pageText, chosen.start, chosen.end);
    return {
      format: 'pdf',
      selector: [
        {
          type: 'FragmentSelector',
          conformsTo: pdfFragmentConformsTo,
          value: `page=${chosen.page}`,
        },
        { type: 'PdfRectSelector', page: chosen.page, rects: chosen.rects },
        { ...quote, exact: quote.exact.slice(0, 4000) },
        position,
      ],
    };
  };

  const onHighlight = (colour: string) => {
    if (!selection) return;
    save('highlight', {
      highlightId: `hl-${crypto.randomUUID()}`,
      motivation: 'highlighting',
      target: textTarget(selection),
      color: colour,
      label: `Page ${selection.page}`,
    });
  };

  const onSaveNote = (note: string) => {
    if (!noteFor) return;
    save(
      'note',
      {
        highlightId: `hl-${crypto.randomUUID()}`,
        motivation: 'commenting',
        target: textTarget(noteFor),
        note,
        label: `Page ${noteFor.page}`,
      },
      () => setNoteFor(null),
    );
  };

  const onToggleBookmark = () => {
    // Whether this page is bookmarked is known once the rules that read saved marks are in.
    if (!rules) return;
    if (pageBookmark) {
      removeActivity.mutate(
        { kind: 'bookmark', book, eBookActivityId: pageBookmark.EBookActivityId },
        {
          onError: (error) =>
            feedback.error(`The bookmark was not removed. ${errorMessage(error)}`),
        },
      );
      return;
    }
    save('bookmark', {
      motivation: 'bookmarking',
      target: {
        format: 'pdf',
        selector: [
          {
            type: 'FragmentSelector',
            conformsTo: pdfFragmentConformsTo,
            value: `page=${shownPage}`,
          },
        ],
      },
      label: `Page ${shownPage}`,
    });
  };

  const onOpenItem = (item: EBookAnnotationItem) => {
    const place = anchored.get(item.eBookActivityId);
    const target = place?.page ?? item.page;
    if (target) goTo(target);
    setFocusedMarkId(item.kind === 'bookmark' ? null : item.eBookActivityId);
    if (window.matchMedia('(max-width: 1023px)').matches) setNotebookOpen(false);
  };

  const onRemoveItem = (item: EBookAnnotationItem) =>
    removeActivity.mutate(
      { kind: item.kind, book, eBookActivityId: item.eBookActivityId },
      {
        onError: (error) =>
          feedback.error(`The ${item.kind} was not deleted. ${errorMessage(error)}`),
      },
    );

  const title = eBook?.Title ?? 'E-book';
  const [importing, setImporting] = React.useState(false);
  const [importMessage, setImportMessage] = React.useState<{
    kind: 'error' | 'done';
    text: string;
  }>();

  const onExport = () => {
    if (!all || !rules) return;
    const json = rules.exportEBookAnnotations(all, { title, source: eBook?.Url ?? '' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
    link.download = `${title.replace(/[^\w-]+/g, '-').toLowerCase()}-annotations.json`;
    link.click();
    URL.revokeObjectURL(link.href);
  };

  /** A bad file saves nothing (checked whole first); a good one adds what the book does not hold. */
  const onImport = async (chosen: File) => {
    if (!all) return;
    setImportMessage(undefined);
    let parseImport: EBookActivityRules['parseEBookAnnotationsImport'];
    try {
      parseImport = (await loadEBookActivityRules()).parseEBookAnnotationsImport;
    } catch (error) {
      setImportMessage({ kind: 'error', text: errorMessage(error) });
      return;
    }
    const parsed = parseImport(
      await chosen.text(),
      file.data?.Format ?? 'pdf',
      all,
    );
    if (!parsed.ok) {
      setImportMessage({ kind: 'error', text: parsed.message });
      return;
    }
    setImporting(true);
    let saved = 0;
    try {
      for (const annotation of parsed.annotations) {
        await saveActivity.mutateAsync({
          kind: annotation.kind,
          request: {
            EBookId: book.eBookId,
            CandidateSOSId: book.candidateSOSId,
            Data: JSON.stringify(annotation.data),
          },
        });
        saved += 1;
      }
      const already = parsed.duplicates ? ` ${parsed.duplicates} already in the book.` : '';
      setImportMessage({ kind: 'done', text: `${saved} imported.${already}` });
    } catch (error) {
      setImportMessage({
        kind: 'error',
        text: `${saved} of ${parsed.annotations.length} imported, then: ${errorMessage(error)}`,
      });
    } finally {
      setImporting(false);
    }
  };

  const backToList = () => void navigate('/dashboard/ebooks');
  // The outline line of the shown page: the last one that starts on or before it.
  const currentOutlineKey =
    outline.filter((item) => item.page && item.page <= shownPage).at(-1)?.key ?? null;
  // Page texts are read after the document opens: a search before that waits for them.
  const searching = contentsOpen && pageTexts === null && pageCount > 0;
  const failed = file.isError || documentError !== null;
  const portalDark = usePortalDark();
  const readingDark =
    readingTheme === ReadingTheme.portal ? portalDark : readingTheme === ReadingTheme.dark;
  const onToggleReadingTheme = () => {
    const next = readingDark ? ReadingTheme.light : ReadingTheme.dark;
    setReadingTheme(next);
    remember({ Theme: next });
  };

  /** UpdateEBookActivity: the note of a note, or of a highlight (its kind and place stay). */
  const onSaveEdit = (note: string) => {
    const activity = [...(all?.Notes ?? []), ...(all?.Highlights ?? [])].find(
      (entry) => entry.EBookActivityId === editFor?.eBookActivityId,
    );
    const data = activity && rules ? rules.parseEBookActivityData(activity) : null;
    if (!activity || !data) return;
    updateActivity.mutate(
      {
        EBookId: book.eBookId,
        CandidateSOSId: book.candidateSOSId,
        EBookActivityId: activity.EBookActivityId,
        Data: JSON.stringify({ ...data, note }),
      },
      {
        onSuccess: () => setEditFor(null),
        onError: (error) => feedback.error(`The note was not saved. ${errorMessage(error)}`),
      },
    );
  };
  const editDialog = (
    <NoteEditorDialog
      open={editFor !== null}
      onOpenChange={(open) => {
        if (!open) setEditFor(null);
      }}
      contentTitle={
        editFor
          ? `${title}, ${editFor.label}${editFor.quote ? `: “${editFor.quote.slice(0, 80)}”` : ''}`
          : title
      }
      initialNote={editFor?.note ?? ''}
      pending={updateActivity.isPending}
      onSubmit={onSaveEdit}
    />
  );

  const notebookPanel = (
    open: (item: EBookAnnotationItem) => void,
    orphaned: ReadonlySet<number>,
  ) => (
    <AnnotationPanel
      className="lg:sticky lg:top-16 lg:max-h-[calc(100vh-5rem)] lg:overflow-auto"
      items={items}
      orphanedIds={orphaned}
      loading={activities.isPending}
      filter={filter}
      onFilterChange={setFilter}
      onOpen={open}
      onRemove={onRemoveItem}
      onEdit={setEditFor}
      footer={
        <AnnotationTransfer
          nothingToExport={items.length === 0}
          importing={importing}
          importMessage={importMessage}
          onExport={onExport}
          onImport={(chosen) => void onImport(chosen)}
        />
      }
    />
  );

  const onSaveEpubLocation = React.useCallback(
    (wanted: string, progress: number) => {
      remember({ Location: wanted, Progress: progress });
      saveLocation.mutate(
        {
          EBookId: book.eBookId,
          CandidateSOSId: book.candidateSOSId,
          Location: wanted,
          Progress: progress,
        },
        { onError: (error) => console.warn('[ebooks] the reading location was not saved', error) },
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- saveLocation.mutate is stable
    [book, remember],
  );

  if (file.data?.Format === 'epub' && !file.isError)
    return (
      <div className="flex flex-col gap-3" data-slot="ebook-reader" data-format="epub">
        <header className="flex flex-col gap-0.5">
          <h1 className="text-xl font-semibold sm:text-2xl">{title}</h1>
          {eBook?.Author ? <p className="text-sm text-muted-foreground">{eBook.Author}</p> : null}
        </header>
        {location.isPending ? (
          <ReaderStatus state="loading" />
        ) : (
          <React.Suspense fallback={<ReaderStatus state="loading" />}>
            <EpubReader
              fileUrl={file.data.Url}
              title={title}
              savedLocation={savedLocation?.startsWith('epubcfi(') ? savedLocation : null}
              linkedLocation={linkedCfi && linkableCfi.test(linkedCfi) ? linkedCfi : null}
              activities={all}
              dark={readingDark}
              onToggleReadingTheme={onToggleReadingTheme}
              initialFontScale={info?.FontScale ?? 1}
              onFontScaleChange={(scale) => remember({ FontScale: scale })}
              notebookOpen={notebookOpen}
              annotationCount={items.length}
              pending={saveActivity.isPending}
              onToggleNotebook={() => setNotebookOpen((open) => !open)}
              renderNotebook={notebookPanel}
              onSaveLocation={onSaveEpubLocation}
              onSave={save}
              onRemove={(kind, eBookActivityId) =>
                removeActivity.mutate(
                  { kind, book, eBookActivityId },
                  {
                    onError: (error) =>
                      feedback.error(`The ${kind} was not removed. ${errorMessage(error)}`),
                  },
                )
              }
              onBack={backToList}
            />
          </React.Suspense>
        )}
        {editDialog}
      </div>
    );

  return (
    <div className="flex flex-col gap-3" data-slot="ebook-reader">
      <header className="flex flex-col gap-0.5">
        <h1 className="text-xl font-semibold sm:text-2xl">{title}</h1>
        {eBook?.Author ? <p className="text-sm text-muted-foreground">{eBook.Author}</p> : null}
      </header>
      <ReaderToolbar
        className="sticky top-0 z-10"
        page={shownPage}
        pageCount={pageCount}
        zoom={zoom}
        bookmarked={Boolean(pageBookmark)}
        notebookOpen={notebookOpen}
        annotationCount={items.length}
        disabled={pageCount === 0 || failed}
        onPageChange={goTo}
        onZoomChange={setZoom}
        onToggleBookmark={onToggleBookmark}
        onToggleNotebook={() => setNotebookOpen((open) => !open)}
        contentsOpen={contentsOpen}
        onToggleContents={() => setContentsOpen((open) => !open)}
        darkReading={readingDark}
        onToggleReadingTheme={onToggleReadingTheme}
      />
      <div
        className={
          notebookOpen || contentsOpen ? 'grid gap-3 lg:grid-cols-[minmax(0,1fr)_20rem]' : 'grid'
        }
      >
        <div className="min-w-0">
          {failed ? (
            <ReaderStatus
              state="error"
              message={
                file.isError
                  ? `The book is not available right now. ${errorMessage(file.error)}`
                  : (documentError ?? undefined)
              }
              onRetry={() => {
                setDocumentError(null);
                if (file.isError) void file.refetch();
                else setRetryKey((key) => key + 1);
              }}
              onBack={backToList}
            />
          ) : !file.data || location.isPending ? (
            <ReaderStatus state="loading" />
          ) : (
            <React.Suspense fallback={<ReaderStatus state="loading" />}>
              <PdfPageView
                fileUrl={file.data.Url}
                page={shownPage}
                zoom={zoom}
                marks={marks}
                focusedMarkId={focusedMarkId}
                searchTerm={contentsOpen && searchResults?.length ? searchTerm : null}
                retryKey={retryKey}
                dark={readingDark}
                onDocumentLoad={onDocumentLoad}
                onDocumentError={onDocumentError}
                onSelection={setSelection}
              >
                {selection ? (
                  <SelectionActions
                    className="absolute z-10 -translate-x-full"
                    style={{
                      left: Math.max(selection.anchorPoint.left, 260),
                      top: selection.anchorPoint.top,
                    }}
                    selectedText={selection.pageText.slice(selection.start, selection.end)}
                    pending={saveActivity.isPending}
                    onHighlight={onHighlight}
                    onNote={() => setNoteFor(selection)}
                  />
                ) : null}
              </PdfPageView>
            </React.Suspense>
          )}
        </div>
        {notebookOpen || contentsOpen ? (
          <div className="flex flex-col gap-3 lg:sticky lg:top-16 lg:max-h-[calc(100vh-5rem)] lg:overflow-auto">
            {contentsOpen ? (
              <ContentsPanel
                items={outline}
                currentKey={currentOutlineKey}
                onOpenItem={(key) => {
                  const wanted = outline.find((item) => item.key === key)?.page;
                  if (wanted) goTo(wanted);
                }}
                searchResults={searchResults}
                searching={searching}
                onSearch={(query) => {
                  setSearchTerm(query.trim() || null);
                  setSearchResults(pageTexts ? searchPages(pageTexts, query) : []);
                }}
                onOpenResult={(key) => goTo(Number(key.split(':')[0]))}
              />
            ) : null}
            {notebookOpen ? notebookPanel(onOpenItem, orphanedIds) : null}
          </div>
        ) : null}
      </div>
      <NoteEditorDialog
        open={noteFor !== null}
        onOpenChange={(open) => {
          if (!open) setNoteFor(null);
        }}
        contentTitle={
          noteFor
            ? `${title}, page ${noteFor.page}: “${noteFor.pageText.slice(noteFor.start, noteFor.end).slice(0, 80)}”`
            : title
        }
        pending={saveActivity.isPending}
        onSubmit={onSaveNote}
      />
      {editDialog}
    </div>
  );
}
