import * as React from 'react';
import 'foliate-js/view.js';
import type { FoliateBook, FoliateLocation, FoliateTocItem, View } from 'foliate-js/view.js';
import { EPUB } from 'foliate-js/epub.js';
import { collapse, compare } from 'foliate-js/epubcfi.js';
import { Overlayer } from 'foliate-js/overlayer.js';
import { BlobReader, BlobWriter, configure, TextWriter, ZipReader } from 'foliate-js/vendor/zip.js';
import {
  describeTextRange,
  epubAnchorTargetOf,
  epubCfiConformsTo,
  epubCfiOf,
  parseEBookActivityData,
  type EBookActivityData,
  type EBookActivityKind,
  type EBookAllActivitiesResponse,
  type EBookAnnotationItem,
} from '@portal/domain';
import {
  ContentsPanel,
  NoteEditorDialog,
  ReaderStatus,
  ReaderToolbar,
  SelectionActions,
  type ContentsItem,
  type SearchResultItem,
} from '@portal/ui';
import { anchorEpubActivity } from './epub-anchoring';
import { EpubMoves } from './epub-moves';

/*
 * The EPUB reader: foliate-js (https://github.com/johnfactotum/foliate-js) renders each chapter in a
 * sandboxed iframe made from a blob: URL, paginated in columns. This module is its own lazily loaded
 * chunk (with foliate-js and zip.js): no other route loads it, and a PDF never does.
 */

/** The same location pattern the server accepts (EBookLocation). */
const savableCfi = /^epubcfi\([^()\s]{1,480}\)$/;
const saveLocationDelayMs = 600;

/** Opens the EPUB at `url` with zip.js (no workers: the CSP allows only our own) into a book. */
async function openEpub(url: string): Promise<FoliateBook> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The book file answered ${response.status}`);
  configure({ useWebWorkers: false });
  const reader = new ZipReader(new BlobReader(await response.blob()));
  const entries = new Map((await reader.getEntries()).map((entry) => [entry.filename, entry]));
  return new EPUB({
    loadText: (name) => entries.get(name)?.getData(new TextWriter()) ?? null,
    loadBlob: (name, type) => entries.get(name)?.getData(new BlobWriter(type)) ?? null,
    getSize: (name) => entries.get(name)?.uncompressedSize ?? 0,
  }).init();
}

/** The text nodes of a chapter's body, in order (nodeType checks: the iframe is another realm). */
function textNodes(doc: Document): Text[] {
  const nodes: Text[] = [];
  const walker = doc.createTreeWalker(doc.body ?? doc.documentElement, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

/** A chapter's text: its body's text nodes joined (what quotes and positions refer to). */
export function chapterText(doc: Document): string {
  return textNodes(doc)
    .map((node) => node.data)
    .join('');
}

function offsetIn(doc: Document, container: Node, offset: number): number | null {
  let total = 0;
  for (const node of textNodes(doc)) {
    if (node === container) return total + offset;
    total += node.data.length;
  }
  // An element boundary: count the text before the offset-th child.
  const child = container.childNodes[offset];
  if (!child) return null;
  total = 0;
  for (const node of textNodes(doc)) {
    if (child === node || child.contains(node)) return total;
    total += node.data.length;
  }
  return null;
}

function rangeAt(doc: Document, start: number, end: number): Range | null {
  let total = 0;
  const range = doc.createRange();
  let started = false;
  for (const node of textNodes(doc)) {
    const length = node.data.length;
    if (!started && start < total + length) {
      range.setStart(node, start - total);
      started = true;
    }
    if (started && end <= total + length) {
      range.setEnd(node, end - total);
      return range;
    }
    total += length;
  }
  return null;
}

/** The reader's colours and text size, applied inside each chapter's document. */
function bookStyles(scale: number, dark: boolean): string {
  const colours = dark
    ? `html, body { background: #0f172a !important; color: #e2e8f0 !important; }
a:any-link { color: #93c5fd !important; }
thead th { background: #1e293b !important; }
th, td { border-color: #475569 !important; }
figure img { background: #f8fafc; }`
    : `html { color-scheme: light; }`;
  return `html { font-size: ${Math.round(scale * 100)}%; ${dark ? 'color-scheme: dark;' : ''} }\n${colours}`;
}

/** A selection in the shown chapter: where (CFI), what (quote, position) and the chapter's title. */
interface EpubSelection {
  readonly cfi: string;
  readonly text: string;
  readonly chapterText: string;
  readonly start: number;
  readonly end: number;
  readonly label: string;
}

interface DrawnMark {
  readonly id: number;
  readonly value: string;
  readonly index: number;
  readonly color: string;
}

export interface EpubReaderProps {
  readonly fileUrl: string;
  readonly title: string;
  /** Where the candidate left the book (a CFI), or null. */
  readonly savedLocation: string | null;
  /** A place to open at instead (a CFI from a link, `?cfi=`: the notebook's items), or null. */
  readonly linkedLocation?: string | null;
  readonly activities: EBookAllActivitiesResponse | undefined;
  readonly dark: boolean;
  readonly onToggleReadingTheme: () => void;
  /** The text size the candidate chose last time (e-book info). */
  readonly initialFontScale: number;
  readonly onFontScaleChange: (scale: number) => void;
  readonly notebookOpen: boolean;
  readonly annotationCount: number;
  readonly pending: boolean;
  readonly onToggleNotebook: () => void;
  /** The notebook panel, given how to open an item in this book and which items are orphaned. */
  readonly renderNotebook: (
    open: (item: EBookAnnotationItem) => void,
    orphanedIds: ReadonlySet<number>,
  ) => React.ReactNode;
  readonly onSaveLocation: (location: string, progress: number) => void;
  readonly onSave: (kind: EBookActivityKind, data: EBookActivityData, done?: () => void) => void;
  readonly onRemove: (kind: EBookActivityKind, eBookActivityId: number) => void;
  readonly onBack: () => void;
}

const isTyping = (target: EventTarget | null) =>
  target !== null &&
  'tagName' in (target as Element) &&
  (['INPUT', 'TEXTAREA', 'SELECT'].includes((target as Element).tagName) ||
    (target as HTMLElement).isContentEditable);

export default function EpubReader({
  fileUrl,
  title,
  savedLocation,
  linkedLocation = null,
  activities,
  dark,
  onToggleReadingTheme,
  initialFontScale,
  onFontScaleChange,
  notebookOpen,
  annotationCount,
  pending,
  onToggleNotebook,
  renderNotebook,
  onSaveLocation,
  onSave,
  onRemove,
  onBack,
}: EpubReaderProps) {
  const hostRef = React.useRef<HTMLDivElement>(null);
  const [view, setView] = React.useState<View | null>(null);
  const [status, setStatus] = React.useState<'loading' | 'ready' | 'error'>('loading');
  const [retryKey, setRetryKey] = React.useState(0);
  const [toc, setToc] = React.useState<readonly FoliateTocItem[]>([]);
  const [location, setLocation] = React.useState<Pick<
    FoliateLocation,
    'cfi' | 'fraction' | 'tocItem' | 'section'
  > | null>(null);
  const [fontScale, setFontScale] = React.useState(initialFontScale);
  const [contentsOpen, setContentsOpen] = React.useState(false);
  const [selection, setSelection] = React.useState<EpubSelection | null>(null);
  const [noteFor, setNoteFor] = React.useState<EpubSelection | null>(null);
  const [anchoredValues, setAnchoredValues] = React.useState<ReadonlyMap<number, string>>(
    new Map(),
  );
  const [orphanedIds, setOrphanedIds] = React.useState<ReadonlySet<number>>(new Set());
  const [results, setResults] = React.useState<SearchResultItem[] | null>(null);
  const [searching, setSearching] = React.useState(false);
  const drawn = React.useRef(new Map<string, DrawnMark>());
  /** The text under each mark drawn so far (listed for screen readers: the marks are SVG). */
  const [drawnTexts, setDrawnTexts] = React.useState<ReadonlyMap<number, string>>(new Map());
  const chapterTexts = React.useRef<Promise<string[]> | null>(null);

  // Latest handlers for listeners set up once per opened book.
  const keyHandler = React.useRef<(event: KeyboardEvent) => void>(() => undefined);
  const selectionHandler = React.useRef<(doc: Document, index: number) => void>(() => undefined);

  // Every jump and page turn goes through the book's move queue (epub-moves.ts: none is dropped).
  const [moves, setMoves] = React.useState<EpubMoves | null>(null);

  // Open the book once per file (and retry), at the linked place, else where it was left.
  const initialLocation = React.useRef(linkedLocation ?? savedLocation);
  React.useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    const created = document.createElement('foliate-view') as View;
    const view = created;
    view.style.display = 'block';
    view.style.height = '100%';
    setStatus('loading');
    const bookMoves = new EpubMoves();
    // A narrowed or widened frame makes foliate lay the chapter out again: moves wait for it.
    const resizes = new ResizeObserver(() => bookMoves.markResized());
    resizes.observe(host);
    drawn.current = new Map();
    chapterTexts.current = null;
    view.addEventListener('relocate', (event) => {
      const detail = (event as CustomEvent<FoliateLocation>).detail;
      setLocation({
        cfi: detail.cfi,
        fraction: detail.fraction,
        tocItem: detail.tocItem,
        section: detail.section,
      });
    });
    view.addEventListener('load', (event) => {
      const { doc, index } = (event as CustomEvent<{ doc: Document; index: number }>).detail;
      doc.addEventListener('keydown', (keyEvent) => keyHandler.current(keyEvent));
      doc.addEventListener('pointerup', () => selectionHandler.current(doc, index));
      doc.addEventListener('keyup', (keyEvent) => {
        if (keyEvent.shiftKey || keyEvent.key === 'Shift') selectionHandler.current(doc, index);
      });
    });
    view.addEventListener('draw-annotation', (event) => {
      const { draw, annotation, range } = (
        event as CustomEvent<{
          draw: (how: typeof Overlayer.highlight, options: { color: string }) => void;
          annotation: { value: string };
          range: Range;
        }>
      ).detail;
      const mark = drawn.current.get(annotation.value);
      if (!mark) return;
      draw(Overlayer.highlight, { color: mark.color });
      const text = range.toString();
      setDrawnTexts((before) => new Map(before).set(mark.id, text));
    });
    // A chapter shown anew gets its marks drawn again.
    view.addEventListener('create-overlay', (event) => {
      const { index } = (event as CustomEvent<{ index: number }>).detail;
      for (const mark of drawn.current.values())
        if (mark.index === index) void view.addAnnotation({ value: mark.value });
    });
    host.append(view);
    (async () => {
      const book = await openEpub(fileUrl);
      if (cancelled) return;
      await view.open(book);
      if (cancelled) return;
      view.renderer.setAttribute('flow', 'paginated');
      view.renderer.setAttribute('margin', '32px');
      view.renderer.setStyles(bookStyles(1, dark));
      setToc(book.toc ?? []);
      try {
        await view.init({ lastLocation: initialLocation.current, showTextStart: false });
      } catch (error) {
        // A place saved (or linked) in an earlier edition of the file may no longer resolve: a
        // chapter added before it moves its spine step onto a chapter without that path. The book
        // opens at its start instead of not at all (its next page turn saves a new place).
        if (!initialLocation.current || cancelled) throw error;
        console.warn(
          '[ebooks] the saved place is not in this edition; opening at the start',
          error,
        );
        initialLocation.current = null;
        await view.goTo(0);
      }
      if (!cancelled) {
        bookMoves.markReady();
        setMoves(bookMoves);
        setView(view);
        setStatus('ready');
      }
    })().catch((error: unknown) => {
      console.warn('[ebooks] the EPUB did not open', error);
      if (!cancelled) setStatus('error');
    });
    return () => {
      cancelled = true;
      bookMoves.close();
      resizes.disconnect();
      setMoves(null);
      setView(null);
      view.close();
      view.remove();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the theme is applied below
  }, [fileUrl, retryKey]);

  React.useEffect(() => {
    view?.renderer.setStyles(bookStyles(fontScale, dark));
  }, [fontScale, dark, view]);

  // Save where the candidate is, a moment after the page settles.
  const lastSaved = React.useRef<string | null>(savedLocation);
  React.useEffect(() => {
    if (status !== 'ready' || !location || !savableCfi.test(location.cfi)) return;
    if (location.cfi === lastSaved.current) return;
    const timer = window.setTimeout(() => {
      lastSaved.current = location.cfi;
      onSaveLocation(location.cfi, Math.min(1, Math.max(0, location.fraction)));
    }, saveLocationDelayMs);
    return () => window.clearTimeout(timer);
  }, [location, status, onSaveLocation]);

  const turn = (direction: 1 | -1) => {
    if (!view) return;
    void moves?.turn(() => (direction === 1 ? view.next() : view.prev()));
  };
  const onKey = (event: KeyboardEvent) => {
    if (!view || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (isTyping(event.target) || document.querySelector('[role="dialog"]')) return;
    if (event.key === 'ArrowRight' || event.key === 'PageDown') turn(1);
    else if (event.key === 'ArrowLeft' || event.key === 'PageUp') turn(-1);
    else if (event.key === 'Home') void moves?.jump(() => view.goToFraction(0));
    else if (event.key === 'End') void moves?.jump(() => view.goToFraction(0.9999));
    else return;
    setSelection(null);
    event.preventDefault();
  };
  React.useEffect(() => {
    const forward = (event: KeyboardEvent) => keyHandler.current(event);
    window.addEventListener('keydown', forward);
    return () => window.removeEventListener('keydown', forward);
  }, []);

  const onSelectionEnd = (doc: Document, index: number) => {
    const chosen = doc.getSelection();
    if (!view || !chosen || chosen.isCollapsed || chosen.rangeCount === 0) {
      setSelection(null);
      return;
    }
    const range = chosen.getRangeAt(0);
    const start = offsetIn(doc, range.startContainer, range.startOffset);
    const end = offsetIn(doc, range.endContainer, range.endOffset);
    const text = chapterText(doc);
    if (start === null || end === null || end <= start || !text.slice(start, end).trim()) {
      setSelection(null);
      return;
    }
    setSelection({
      cfi: view.getCFI(index, range),
      text: text.slice(start, end),
      chapterText: text,
      start,
      end,
      label: view.getProgressOf(index, range).tocItem?.label ?? title,
    });
  };

  // The listeners set up once per book call the handlers of the latest render.
  React.useLayoutEffect(() => {
    keyHandler.current = onKey;
    selectionHandler.current = onSelectionEnd;
  });

  // Anchor every highlight and note: by its CFI when that still covers the quote, else by the quote.
  React.useEffect(() => {
    if (!view || !activities) return;
    let cancelled = false;
    const textsOfBook = () =>
      (chapterTexts.current ??= Promise.all(
        view.book.sections.map(async (section) =>
          section.createDocument ? chapterText(await section.createDocument()) : '',
        ),
      ));
    (async () => {
      const wanted = new Map<string, DrawnMark>();
      const values = new Map<number, string>();
      const orphaned = new Set<number>();
      for (const activity of [...activities.Highlights, ...activities.Notes]) {
        const data = parseEBookActivityData(activity);
        const target = data ? epubAnchorTargetOf(data) : null;
        if (!data || !target) continue;
        let textAtCfi: string | null = null;
        try {
          const { index, anchor } = view.resolveCFI(target.cfi);
          const section = view.book.sections[index];
          if (index === target.spineIndex && section?.createDocument) {
            const found = anchor(await section.createDocument());
            textAtCfi = found instanceof Range ? found.toString() : (found.textContent ?? null);
          }
        } catch {
          textAtCfi = null;
        }
        const result = await anchorEpubActivity(target, textAtCfi, textsOfBook);
        let value: string | null = null;
        let index = target.spineIndex;
        if (result.status === 'anchored' && result.by === 'cfi') value = target.cfi;
        else if (result.status === 'anchored') {
          const section = view.book.sections[result.spineIndex];
          const doc = section?.createDocument ? await section.createDocument() : null;
          const range = doc ? rangeAt(doc, result.start, result.end) : null;
          if (range) {
            value = view.getCFI(result.spineIndex, range);
            index = result.spineIndex;
          }
        }
        if (value === null) {
          orphaned.add(activity.EBookActivityId);
          continue;
        }
        const isNote = data.motivation === 'commenting';
        values.set(activity.EBookActivityId, value);
        wanted.set(value, {
          id: activity.EBookActivityId,
          value,
          index,
          color: data.color ?? (isNote ? '#c4b5fd' : '#fde047'),
        });
      }
      if (cancelled) return;
      for (const [value, mark] of drawn.current)
        if (!wanted.has(value)) {
          void view.deleteAnnotation({ value });
          setDrawnTexts((before) => {
            const after = new Map(before);
            after.delete(mark.id);
            return after;
          });
        }
      const before = drawn.current;
      drawn.current = wanted;
      for (const [value] of wanted) if (!before.has(value)) void view.addAnnotation({ value });
      setAnchoredValues(values);
      setOrphanedIds(orphaned);
    })().catch((error: unknown) => console.warn('[ebooks] annotations not anchored', error));
    return () => {
      cancelled = true;
    };
  }, [activities, view]);

  const goTo = (target: string) => {
    setSelection(null);
    if (view) void moves?.jump(() => view.goTo(target));
  };

  const bookmarks = React.useMemo(
    () =>
      (activities?.Bookmarks ?? []).flatMap((activity) => {
        const data = parseEBookActivityData(activity);
        const cfi = data ? epubCfiOf(data) : null;
        return cfi ? [{ id: activity.EBookActivityId, cfi }] : [];
      }),
    [activities],
  );
  const placeBookmark = React.useMemo(() => {
    if (!location) return undefined;
    return bookmarks.find((bookmark) => {
      try {
        const at = collapse(bookmark.cfi);
        return (
          compare(at, collapse(location.cfi)) >= 0 && compare(at, collapse(location.cfi, true)) <= 0
        );
      } catch {
        return false;
      }
    });
  }, [bookmarks, location]);

  // A part outside the table of contents (title page, contents) is named by its place in the book.
  const chapterLabel =
    location?.tocItem?.label ??
    (location ? `Part ${location.section.current + 1} of ${location.section.total}` : title);
  const percent = location ? Math.round(location.fraction * 100) : 0;
  const locationLabel = status === 'ready' && location ? `${chapterLabel} · ${percent}%` : '';

  const textTarget = (chosen: EpubSelection): EBookActivityData['target'] => {
    const { quote, position } = describeTextRange(chosen.chapterText, chosen.start, chosen.end);
    return {
      format: 'epub',
      selector: [
        { type: 'FragmentSelector', conformsTo: epubCfiConformsTo, value: chosen.cfi },
        { ...quote, exact: quote.exact.slice(0, 4000) },
        position,
      ],
    };
  };
  const clearSelection = () => {
    for (const { doc } of view?.renderer.getContents() ?? []) doc.getSelection()?.removeAllRanges();
    setSelection(null);
  };

  const onHighlight = (colour: string) => {
    if (!selection) return;
    if (!savableCfi.test(selection.cfi)) return;
    onSave(
      'highlight',
      {
        highlightId: `hl-${crypto.randomUUID()}`,
        motivation: 'highlighting',
        target: textTarget(selection),
        color: colour,
        label: selection.label.slice(0, 200),
      },
      clearSelection,
    );
  };
  const onSaveNote = (note: string) => {
    if (!noteFor) return;
    onSave(
      'note',
      {
        highlightId: `hl-${crypto.randomUUID()}`,
        motivation: 'commenting',
        target: textTarget(noteFor),
        note,
        label: noteFor.label.slice(0, 200),
      },
      () => {
        setNoteFor(null);
        clearSelection();
      },
    );
  };
  const onToggleBookmark = () => {
    if (placeBookmark) {
      onRemove('bookmark', placeBookmark.id);
      return;
    }
    if (!location || !savableCfi.test(location.cfi)) return;
    onSave('bookmark', {
      motivation: 'bookmarking',
      target: {
        format: 'epub',
        selector: [
          { type: 'FragmentSelector', conformsTo: epubCfiConformsTo, value: location.cfi },
        ],
      },
      label: `${chapterLabel} · ${percent}%`.slice(0, 200),
    });
  };
  const onOpenItem = (item: EBookAnnotationItem) => {
    const value =
      anchoredValues.get(item.eBookActivityId) ??
      bookmarks.find((bookmark) => bookmark.id === item.eBookActivityId)?.cfi;
    if (value) goTo(value);
    if (window.matchMedia('(max-width: 1023px)').matches && notebookOpen) onToggleNotebook();
  };

  // Search inside the book (foliate-js searches every chapter); each result opens its place.
  const onSearch = async (wanted: string) => {
    if (!view) return;
    setSearching(true);
    const found: SearchResultItem[] = [];
    try {
      for await (const result of view.search({ query: wanted })) {
        if (result === 'done') break;
        for (const item of result.subitems ?? [])
          found.push({
            key: item.cfi,
            label: result.label ?? title,
            before: item.excerpt.pre,
            match: item.excerpt.match,
            after: item.excerpt.post,
          });
      }
    } catch (error) {
      console.warn('[ebooks] search failed', error);
    } finally {
      setResults(found);
      setSearching(false);
    }
  };
  const contentsItems = React.useMemo(() => {
    const flat: ContentsItem[] = [];
    const walk = (entries: readonly FoliateTocItem[], depth: number) => {
      for (const entry of entries) {
        flat.push({ key: entry.href, label: entry.label, depth });
        if (entry.subitems) walk(entry.subitems, depth + 1);
      }
    };
    walk(toc, 0);
    return flat;
  }, [toc]);

  const disabled = status !== 'ready';
  return (
    <>
      <ReaderToolbar
        className="sticky top-0 z-10"
        page={1}
        pageCount={0}
        locationLabel={locationLabel}
        fontScale={fontScale}
        bookmarked={Boolean(placeBookmark)}
        notebookOpen={notebookOpen}
        contentsOpen={contentsOpen}
        annotationCount={annotationCount}
        disabled={disabled}
        onPrevious={() => turn(-1)}
        onNext={() => turn(1)}
        onFontScaleChange={(scale) => {
          setFontScale(scale);
          onFontScaleChange(scale);
        }}
        darkReading={dark}
        onToggleReadingTheme={onToggleReadingTheme}
        onToggleContents={() => setContentsOpen((open) => !open)}
        onToggleBookmark={onToggleBookmark}
        onToggleNotebook={onToggleNotebook}
      />
      <div
        className={
          contentsOpen || notebookOpen ? 'grid gap-3 lg:grid-cols-[minmax(0,1fr)_20rem]' : 'grid'
        }
      >
        <div className="flex min-w-0 flex-col gap-2">
          {status === 'error' ? (
            <ReaderStatus
              state="error"
              message="The book file did not load. Check your connection and try again."
              onRetry={() => setRetryKey((key) => key + 1)}
              onBack={onBack}
            />
          ) : null}
          {status === 'loading' ? <ReaderStatus state="loading" /> : null}
          <div
            ref={hostRef}
            className={`h-[70vh] min-h-96 overflow-hidden rounded-lg border border-border ${dark ? 'bg-slate-900' : 'bg-white'} ${status === 'error' ? 'hidden' : ''}`}
            data-slot="epub-frame"
            data-theme={dark ? 'dark' : 'light'}
            role="document"
            aria-label={`${title}: ${locationLabel || 'loading'}`}
            aria-busy={status === 'loading'}
          />
          <ul className="sr-only" aria-label="Marked text shown" data-slot="epub-marks">
            {[...drawnTexts].map(([id, text]) => (
              <li key={id} data-mark-id={id}>
                {text}
              </li>
            ))}
          </ul>
          {selection ? (
            <SelectionActions
              selectedText={selection.text}
              pending={pending}
              onHighlight={onHighlight}
              onNote={() => setNoteFor(selection)}
            />
          ) : null}
          {status === 'ready' ? (
            <div
              className="h-1.5 w-full overflow-hidden rounded-full bg-muted"
              role="progressbar"
              aria-label="Progress in the book"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
            >
              <div className="h-full bg-primary" style={{ width: `${percent}%` }} />
            </div>
          ) : null}
        </div>
        {contentsOpen || notebookOpen ? (
          <div className="flex flex-col gap-3 lg:sticky lg:top-16 lg:max-h-[calc(100vh-5rem)] lg:overflow-auto">
            {contentsOpen ? (
              <ContentsPanel
                items={contentsItems}
                currentKey={location?.tocItem?.href ?? null}
                onOpenItem={goTo}
                searchResults={results}
                searching={searching}
                onSearch={(wanted) => void onSearch(wanted)}
                onOpenResult={goTo}
              />
            ) : null}
            {notebookOpen ? renderNotebook(onOpenItem, orphanedIds) : null}
          </div>
        ) : null}
      </div>
      <NoteEditorDialog
        open={noteFor !== null}
        onOpenChange={(open) => {
          if (!open) setNoteFor(null);
        }}
        contentTitle={
          noteFor ? `${title}, ${noteFor.label}: “${noteFor.text.slice(0, 80)}”` : title
        }
        pending={pending}
        onSubmit={onSaveNote}
      />
    </>
  );
}
