import * as React from 'react';
import {
  AArrowDown,
  AArrowUp,
  Bookmark,
  BookmarkCheck,
  ChevronLeft,
  ChevronRight,
  ListTree,
  Moon,
  NotebookPen,
  Sun,
  ZoomIn,
  ZoomOut,
} from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';

/** The zoom steps the reader offers (1 = the page at the width it fits). */
export const readerZoomSteps = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

export type ReaderToolbarProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The page shown (1-based). */
  page: number;
  /** Pages in the book; 0 while it loads. */
  pageCount: number;
  /** Zoom factor, one of readerZoomSteps. @defaultValue 1 */
  zoom?: number;
  /** Whether the shown page is bookmarked. @defaultValue false */
  bookmarked?: boolean;
  /** Whether the notebook panel is open. @defaultValue false */
  notebookOpen?: boolean;
  /** How many notes, highlights and bookmarks the notebook holds (its button's badge). */
  annotationCount?: number;
  /** Disables every control (the book is loading or failed). @defaultValue false */
  disabled?: boolean;
  /** Called with the page to show (already kept within 1..pageCount). */
  onPageChange?: (page: number) => void;
  /** Called with the next zoom step. */
  onZoomChange?: (zoom: number) => void;
  /** Bookmarks the page, or removes its bookmark. */
  onToggleBookmark?: () => void;
  /** Opens or closes the notebook. */
  onToggleNotebook?: () => void;
  /**
   * A reflowing book (EPUB) has no fixed pages: where the reader is (chapter, percentage) replaces
   * "Go to page", and the arrows call onPrevious/onNext.
   */
  locationLabel?: string;
  onPrevious?: () => void;
  onNext?: () => void;
  /** Text size of a reflowing book (1 = the book's own); shown instead of zoom when given. */
  fontScale?: number;
  onFontScaleChange?: (scale: number) => void;
  /** Whether the table of contents is open; the Contents button shows when onToggleContents is given. */
  contentsOpen?: boolean;
  onToggleContents?: () => void;
  /** Whether the page is shown in the dark reading theme; the toggle shows when onToggleReadingTheme is given. */
  darkReading?: boolean;
  onToggleReadingTheme?: () => void;
};

/** The text sizes a reflowing book offers. */
export const readerFontScales = [0.8, 0.9, 1, 1.15, 1.3, 1.5, 1.75] as const;

/** The reader's controls: previous/next page, go to page, zoom, bookmark and the notebook. */
export function ReaderToolbar({
  page,
  pageCount,
  zoom = 1,
  bookmarked = false,
  notebookOpen = false,
  annotationCount,
  disabled = false,
  onPageChange,
  onZoomChange,
  onToggleBookmark,
  onToggleNotebook,
  locationLabel,
  onPrevious,
  onNext,
  fontScale,
  onFontScaleChange,
  contentsOpen = false,
  onToggleContents,
  darkReading = false,
  onToggleReadingTheme,
  className,
  ...props
}: ReaderToolbarProps) {
  const flowing = locationLabel !== undefined;
  const scaleIndex = readerFontScales.findIndex((step) => step >= (fontScale ?? 1));
  const scaleAt = scaleIndex === -1 ? readerFontScales.length - 1 : scaleIndex;
  // What the candidate is typing into "Go to page"; null shows the current page.
  const [typing, setTyping] = React.useState<string | null>(null);
  const typed = typing ?? String(page);
  const go = (wanted: number) => {
    if (pageCount > 0) onPageChange?.(Math.min(pageCount, Math.max(1, wanted)));
  };
  const zoomIndex = readerZoomSteps.findIndex((step) => step >= zoom);
  const at = zoomIndex === -1 ? readerZoomSteps.length - 1 : zoomIndex;
  const BookmarkIcon = bookmarked ? BookmarkCheck : Bookmark;
  return (
    <div
      role="toolbar"
      aria-label="Reader"
      data-slot="reader-toolbar"
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-border bg-card p-2 text-card-foreground',
        className,
      )}
      {...props}
    >
      <div className="flex items-center gap-1">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Previous page"
          disabled={disabled || (!flowing && page <= 1)}
          onClick={() => (flowing ? onPrevious?.() : go(page - 1))}
        >
          <ChevronLeft aria-hidden />
        </Button>
        {flowing ? (
          <span
            className="max-w-64 min-w-24 truncate px-1 text-center text-sm tabular-nums"
            aria-live="polite"
            data-slot="reader-location"
          >
            {locationLabel || '…'}
          </span>
        ) : (
          <form
            className="flex items-center gap-1 text-sm"
            onSubmit={(event) => {
              event.preventDefault();
              const wanted = Number.parseInt(typed, 10);
              if (Number.isFinite(wanted)) go(wanted);
              setTyping(null);
            }}
          >
            <label htmlFor="reader-page-number" className="sr-only">
              Go to page
            </label>
            <input
              id="reader-page-number"
              inputMode="numeric"
              className="h-9 w-14 rounded-md border border-input bg-background px-2 text-center tabular-nums"
              value={typed}
              disabled={disabled}
              onChange={(event) => setTyping(event.target.value.replace(/\D/g, ''))}
              onBlur={() => setTyping(null)}
            />
            <span className="whitespace-nowrap text-muted-foreground" aria-live="polite">
              of {pageCount || '…'}
            </span>
          </form>
        )}
        <Button
          variant="ghost"
          size="icon"
          aria-label="Next page"
          disabled={disabled || (!flowing && page >= pageCount)}
          onClick={() => (flowing ? onNext?.() : go(page + 1))}
        >
          <ChevronRight aria-hidden />
        </Button>
      </div>
      {onToggleContents ? (
        <Button
          variant={contentsOpen ? 'secondary' : 'ghost'}
          aria-expanded={contentsOpen}
          disabled={disabled}
          onClick={onToggleContents}
        >
          <ListTree aria-hidden />
          Contents
        </Button>
      ) : null}
      {fontScale !== undefined ? (
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label="Smaller text"
            disabled={disabled || scaleAt === 0}
            onClick={() => onFontScaleChange?.(readerFontScales[scaleAt - 1] ?? fontScale)}
          >
            <AArrowDown aria-hidden />
          </Button>
          <output className="w-12 text-center text-sm tabular-nums" aria-label="Text size">
            {Math.round(fontScale * 100)}%
          </output>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Larger text"
            disabled={disabled || scaleAt >= readerFontScales.length - 1}
            onClick={() => onFontScaleChange?.(readerFontScales[scaleAt + 1] ?? fontScale)}
          >
            <AArrowUp aria-hidden />
          </Button>
        </div>
      ) : (
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label="Zoom out"
            disabled={disabled || at === 0}
            onClick={() => onZoomChange?.(readerZoomSteps[at - 1] ?? zoom)}
          >
            <ZoomOut aria-hidden />
          </Button>
          <output className="w-12 text-center text-sm tabular-nums" aria-label="Zoom">
            {Math.round(zoom * 100)}%
          </output>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Zoom in"
            disabled={disabled || at >= readerZoomSteps.length - 1}
            onClick={() => onZoomChange?.(readerZoomSteps[at + 1] ?? zoom)}
          >
            <ZoomIn aria-hidden />
          </Button>
        </div>
      )}
      <div className="ml-auto flex items-center gap-1">
        {onToggleReadingTheme ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label="Dark reading theme"
            aria-pressed={darkReading}
            disabled={disabled}
            onClick={onToggleReadingTheme}
          >
            {darkReading ? <Moon aria-hidden /> : <Sun aria-hidden />}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="icon"
          aria-label={flowing ? 'Bookmark this place' : 'Bookmark this page'}
          aria-pressed={bookmarked}
          disabled={disabled}
          onClick={onToggleBookmark}
        >
          <BookmarkIcon aria-hidden className={bookmarked ? 'text-primary' : undefined} />
        </Button>
        <Button
          variant={notebookOpen ? 'secondary' : 'ghost'}
          aria-expanded={notebookOpen}
          onClick={onToggleNotebook}
        >
          <NotebookPen aria-hidden />
          Notebook
          {annotationCount ? (
            <span className="rounded-full bg-muted px-1.5 text-xs tabular-nums">
              {annotationCount}
            </span>
          ) : null}
        </Button>
      </div>
    </div>
  );
}
