import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Bookmark, CircleCheck, NotebookPen } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';

const articleVariants = cva(
  'mx-auto w-full text-foreground [&_h2]:mt-6 [&_h2]:text-lg [&_h2]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_p]:mt-3',
  {
    variants: {
      textSize: { sm: 'text-sm leading-6', md: 'text-base leading-7', lg: 'text-lg leading-8' },
    },
    defaultVariants: { textSize: 'md' },
  },
);

export type ReadingViewProps = React.ComponentProps<'article'> &
  VariantProps<typeof articleVariants> & {
    /** Title of the reading. */
    title: string;
    /** Subject or course line above the title. */
    subtitle?: string;
    /**
     * Reading body as HTML from GetContentReading. It must be sanitised by the caller (the portal
     * sanitises server HTML once, at the boundary); plain `children` can be used instead.
     */
    html?: string;
    /** Whether the content is marked completed (IsContentCompleted). @defaultValue false */
    isCompleted?: boolean;
    /** Whether the reading is bookmarked. @defaultValue false */
    isBookmarked?: boolean;
    /** Marks the reading completed; the button hides once completed. */
    onMarkCompleted?: () => void;
    /** Toggles the bookmark. */
    onToggleBookmark?: () => void;
    /** Opens the note editor for this reading. */
    onAddNote?: () => void;
  };

/** A reading activity: its text with completion, bookmark and note actions. */
export function ReadingView({
  title,
  subtitle,
  html,
  isCompleted = false,
  isBookmarked = false,
  onMarkCompleted,
  onToggleBookmark,
  onAddNote,
  textSize,
  className,
  children,
  ...props
}: ReadingViewProps) {
  return (
    <article
      data-slot="reading-view"
      className={cn('grid gap-4 rounded-lg border border-border bg-card p-6', className)}
      {...props}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          {subtitle ? <p className="text-sm text-muted-foreground">{subtitle}</p> : null}
          <h1 className="text-2xl font-bold text-card-foreground">{title}</h1>
        </div>
        <div className="flex flex-wrap gap-2">
          {onToggleBookmark ? (
            <Button
              variant="outline"
              size="sm"
              aria-pressed={isBookmarked}
              onClick={onToggleBookmark}
            >
              <Bookmark aria-hidden className={cn('size-4', isBookmarked && 'fill-current')} />
              {isBookmarked ? 'Bookmarked' : 'Bookmark'}
            </Button>
          ) : null}
          {onAddNote ? (
            <Button variant="outline" size="sm" onClick={onAddNote}>
              <NotebookPen aria-hidden className="size-4" />
              Add note
            </Button>
          ) : null}
        </div>
      </header>
      {html !== undefined ? (
        // The caller passes sanitised HTML (see the prop's doc).
        <div className={articleVariants({ textSize })} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <div className={articleVariants({ textSize })}>{children}</div>
      )}
      <footer className="flex items-center justify-end border-t border-border pt-4">
        {isCompleted ? (
          <p className="flex items-center gap-2 text-sm font-medium text-success">
            <CircleCheck aria-hidden className="size-5" />
            Completed
          </p>
        ) : onMarkCompleted ? (
          <Button onClick={onMarkCompleted}>Mark as completed</Button>
        ) : null}
      </footer>
    </article>
  );
}
