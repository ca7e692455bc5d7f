import * as React from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/TextLayer.css';
import { anchorTextQuote, type AnchorTarget } from '@portal/domain';
import { ReaderStatus } from '@portal/ui';
import { toPdfRects } from './pdf-rects';
import { offsetOf, rangeOf, searchHits, textLayerText } from './text-layer-offsets';

// The worker is a file of our own origin (Vite emits it as an asset): the CSP's `worker-src 'self'`
// allows it, and nothing loads from a CDN. Set in this module, as react-pdf asks.
pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString();

/**
 * Loaded once per file (react-pdf reloads the document when this object changes). PDF.js 6 runs no
 * eval: fonts are drawn from paths, so `script-src 'self'` holds.
 */
const documentOptions = {};

/** A mark to draw on the page: a highlight, or the text a note is on. */
export interface PageMark {
  readonly id: number;
  readonly target: AnchorTarget;
  readonly color: string;
  readonly kind: 'highlight' | 'note';
  readonly label: string;
}

/** A selection made on the page's text layer, in the page's text and in PDF points. */
export interface PageSelection {
  readonly page: number;
  readonly pageText: string;
  readonly start: number;
  readonly end: number;
  /** Rectangles in PDF points, origin bottom-left (PdfRectSelector). */
  readonly rects: { x: number; y: number; width: number; height: number }[];
  /** Where the selection ends on screen, relative to the page box (for the actions bar). */
  readonly anchorPoint: { left: number; top: number };
}

interface DrawnRect {
  readonly key: string;
  readonly id: number;
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
  readonly color: string;
  readonly kind: PageMark['kind'];
}

/** A box around a place of the searched term on the page. */
interface HitBox {
  readonly key: string;
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export interface PdfPageViewProps {
  readonly fileUrl: string;
  readonly page: number;
  readonly zoom: number;
  readonly marks: readonly PageMark[];
  /** The mark to scroll to and outline (jumped to from the notebook). */
  readonly focusedMarkId: number | null;
  /** The term searched for in the book: each place of it on this page gets a box. */
  readonly searchTerm?: string | null;
  readonly retryKey: number;
  /** The dark reading theme: the page's colours inverted (hues kept), the marks drawn as they are. */
  readonly dark?: boolean;
  readonly onDocumentLoad: (document: pdfjs.PDFDocumentProxy) => void;
  readonly onDocumentError: (error: Error) => void;
  readonly onSelection: (selection: PageSelection | null) => void;
  readonly children?: React.ReactNode;
}

const documentLoading = <ReaderStatus state="loading" />;
const documentFailed = <ReaderStatus state="error" />;
const pageLoading = <div className="h-[60vh] w-full" aria-hidden />;

const mixClass: Record<PageMark['kind'], string> = {
  highlight: 'mix-blend-multiply opacity-60',
  note: 'mix-blend-multiply opacity-40 border-b-2 border-violet-700',
};

/** One page of the book (react-pdf), its text layer selectable, the candidate's marks drawn over it. */
export function PdfPageView({
  fileUrl,
  page,
  zoom,
  marks,
  focusedMarkId,
  searchTerm = null,
  retryKey,
  dark = false,
  onDocumentLoad,
  onDocumentError,
  onSelection,
  children,
}: PdfPageViewProps) {
  const frameRef = React.useRef<HTMLDivElement>(null);
  const pageBoxRef = React.useRef<HTMLDivElement>(null);
  const [frameWidth, setFrameWidth] = React.useState(0);
  const [pageSize, setPageSize] = React.useState<{ width: number; height: number } | null>(null);
  const [textReady, setTextReady] = React.useState(0);
  const [drawn, setDrawn] = React.useState<DrawnRect[]>([]);
  const [hits, setHits] = React.useState<HitBox[]>([]);

  React.useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setFrameWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  // Stable callbacks: react-pdf re-renders the text layer when they change (and each render of the
  // text layer would then render it again).
  const onPageLoad = React.useCallback(
    (loaded: { originalWidth: number; originalHeight: number }) => {
      setPageSize({ width: loaded.originalWidth, height: loaded.originalHeight });
    },
    [],
  );
  const onTextLayerRendered = React.useCallback(() => setTextReady((count) => count + 1), []);

  // The page fits the frame's width at zoom 1 (at most 900 px wide, so lines stay readable).
  const width = frameWidth > 0 ? Math.round(Math.min(frameWidth, 900) * zoom) : undefined;

  const layer = () => pageBoxRef.current?.querySelector('.textLayer') ?? null;

  // Draw the marks once the text layer of this page is in (and again at every zoom).
  React.useLayoutEffect(() => {
    const textLayer = layer();
    const box = pageBoxRef.current;
    if (!textLayer || !box || textReady === 0) {
      setDrawn([]);
      return;
    }
    const text = textLayerText(textLayer);
    const origin = box.getBoundingClientRect();
    const rects: DrawnRect[] = [];
    for (const mark of marks) {
      const found = anchorTextQuote([text], { ...mark.target, page: 1 });
      if (found.status !== 'anchored') continue;
      const range = rangeOf(textLayer, found.start, found.end);
      if (!range) continue;
      [...range.getClientRects()].forEach((rect, index) => {
        if (rect.width < 1 || rect.height < 1) return;
        rects.push({
          key: `${mark.id}-${index}`,
          id: mark.id,
          left: rect.left - origin.left,
          top: rect.top - origin.top,
          width: rect.width,
          height: rect.height,
          color: mark.color,
          kind: mark.kind,
        });
      });
    }
    setDrawn(rects);
  }, [marks, textReady]);

  // Box every place of the searched term on this page (again at every zoom and page).
  React.useLayoutEffect(() => {
    const textLayer = layer();
    const box = pageBoxRef.current;
    if (!textLayer || !box || textReady === 0 || !searchTerm) {
      setHits([]);
      return;
    }
    const origin = box.getBoundingClientRect();
    const boxes: HitBox[] = [];
    searchHits(textLayerText(textLayer), searchTerm).forEach((hit, hitIndex) => {
      const range = rangeOf(textLayer, hit.start, hit.end);
      if (!range) return;
      [...range.getClientRects()].forEach((rect, index) => {
        if (rect.width < 1 || rect.height < 1) return;
        boxes.push({
          key: `${hitIndex}-${index}`,
          left: rect.left - origin.left - 1,
          top: rect.top - origin.top - 1,
          width: rect.width + 2,
          height: rect.height + 2,
        });
      });
    });
    setHits(boxes);
  }, [searchTerm, textReady]);

  React.useEffect(() => {
    if (focusedMarkId === null) return;
    const element = pageBoxRef.current?.querySelector(`[data-mark-id="${focusedMarkId}"]`);
    element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [focusedMarkId, drawn]);

  const readSelection = React.useCallback(() => {
    const textLayer = layer();
    const box = pageBoxRef.current;
    const selection = window.getSelection();
    if (
      !textLayer ||
      !box ||
      !pageSize ||
      !selection ||
      selection.isCollapsed ||
      selection.rangeCount === 0
    ) {
      onSelection(null);
      return;
    }
    const range = selection.getRangeAt(0);
    if (!textLayer.contains(range.startContainer) || !textLayer.contains(range.endContainer)) {
      onSelection(null);
      return;
    }
    const start = offsetOf(textLayer, range.startContainer, range.startOffset);
    const end = offsetOf(textLayer, range.endContainer, range.endOffset);
    const pageText = textLayerText(textLayer);
    if (start === null || end === null || end <= start || !pageText.slice(start, end).trim()) {
      onSelection(null);
      return;
    }
    const origin = box.getBoundingClientRect();
    const clientRects = [...range.getClientRects()];
    const rects = toPdfRects(clientRects, origin, pageSize);
    const last = clientRects.filter((rect) => rect.width >= 1 && rect.height >= 1).at(-1);
    if (rects.length === 0 || !last) {
      onSelection(null);
      return;
    }
    onSelection({
      page,
      pageText,
      start,
      end,
      rects,
      anchorPoint: {
        left: Math.min(last.right - origin.left, origin.width - 8),
        top: last.bottom - origin.top + 8,
      },
    });
  }, [onSelection, page, pageSize]);

  // A selection ends with the mouse button released, or with Shift+arrows on the keyboard.
  React.useEffect(() => {
    const box = pageBoxRef.current;
    if (!box) return;
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.shiftKey || event.key === 'Shift') readSelection();
    };
    box.addEventListener('mouseup', readSelection);
    box.addEventListener('keyup', onKeyUp);
    return () => {
      box.removeEventListener('mouseup', readSelection);
      box.removeEventListener('keyup', onKeyUp);
    };
  }, [readSelection, pageSize]);

  return (
    <div
      ref={frameRef}
      className="relative overflow-auto rounded-lg bg-muted/60 p-2"
      data-slot="pdf-frame"
    >
      <Document
        key={retryKey}
        file={fileUrl}
        options={documentOptions}
        suspense={false}
        onLoadSuccess={onDocumentLoad}
        onLoadError={onDocumentError}
        loading={documentLoading}
        error={documentFailed}
        className="flex justify-center"
      >
        <div
          ref={pageBoxRef}
          className="relative mx-auto bg-white shadow-md"
          data-page-number={page}
        >
          <Page
            className={dark ? 'hue-rotate-180 invert-[0.88]' : undefined}
            pageNumber={page}
            width={width}
            renderAnnotationLayer={false}
            renderTextLayer
            loading={pageLoading}
            onLoadSuccess={onPageLoad}
            onRenderTextLayerSuccess={onTextLayerRendered}
          />
          <div aria-hidden className="pointer-events-none absolute inset-0">
            {hits.map((hit) => (
              <div
                key={`hit-${hit.key}`}
                data-search-hit=""
                className="absolute rounded-sm border-2 border-orange-500 bg-orange-300/30"
                style={{ left: hit.left, top: hit.top, width: hit.width, height: hit.height }}
              />
            ))}
            {drawn.map((rect) => (
              <div
                key={rect.key}
                data-mark-id={rect.id}
                data-mark-kind={rect.kind}
                className={`absolute rounded-sm ${mixClass[rect.kind]} ${focusedMarkId === rect.id ? 'outline-2 outline-offset-1 outline-ring' : ''}`}
                style={{
                  left: rect.left,
                  top: rect.top,
                  width: rect.width,
                  height: rect.height,
                  backgroundColor: rect.color,
                }}
              />
            ))}
          </div>
          {children}
        </div>
      </Document>
    </div>
  );
}
