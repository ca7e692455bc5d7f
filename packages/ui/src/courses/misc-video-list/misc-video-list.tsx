import { CirclePlay } from 'lucide-react';
import { ContentSource, formatPlaybackPosition, type MiscContent } from '@portal/domain';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { EmptyState } from '../../feedback/empty-state/empty-state';
import { ListSkeleton } from '../../feedback/list-skeleton/list-skeleton';

const sourceLabel: Record<ContentSource, string> = {
  [ContentSource.LMS]: 'Course video',
  [ContentSource.Youtube]: 'YouTube',
  [ContentSource.Dailymotion]: 'Dailymotion',
  [ContentSource.Vimeo]: 'Vimeo',
};

export type MiscVideoListProps = Omit<React.ComponentProps<'div'>, 'children' | 'onPlay'> & {
  /** The videos loaded so far (MiscContents of every page, in order). */
  items: readonly MiscContent[];
  /** The whole shelf's size (TotalRecords): Load more shows while fewer are loaded. */
  totalRecords: number;
  /** The first page is on its way: the sos-mixed-content skeleton shows. */
  loading: boolean;
  /** The next page is on its way (Load more is busy). @defaultValue false */
  loadingMore?: boolean;
  /** Loads the next page (spec 4: load more while loaded < TotalRecords). */
  onLoadMore?: () => void;
  /** The ContentId of the video playing now. */
  selectedId?: number;
  /** Plays a video. */
  onPlay: (item: MiscContent) => void;
  /**
   * Accessible name of the list.
   * @defaultValue 'Miscellaneous videos'
   */
  label?: string;
};

/**
 * The course's miscellaneous videos (spec: GetCourseMiscContent, mixed content): a list to play
 * from, with the count loaded, and Load more while the server has more.
 */
export function MiscVideoList({
  items,
  totalRecords,
  loading,
  loadingMore = false,
  onLoadMore,
  selectedId,
  onPlay,
  label = 'Miscellaneous videos',
  className,
  ...props
}: MiscVideoListProps) {
  if (loading) return <ListSkeleton kind="mixedContent" />;
  if (items.length === 0)
    return <EmptyState avatar="norecord" message="This course has no extra videos yet." />;
  const hasMore = items.length < totalRecords && onLoadMore !== undefined;
  return (
    // Not a landmark of its own: the page's section already names the videos (axe landmark-unique).
    <div data-slot="misc-video-list" className={cn('flex flex-col gap-3', className)} {...props}>
      <ul aria-label={label} className="flex flex-col gap-2">
        {items.map((item) => {
          const playing = item.ContentId === selectedId;
          return (
            <li key={item.ContentId}>
              <button
                type="button"
                aria-pressed={playing}
                onClick={() => onPlay(item)}
                className={cn(
                  'flex w-full cursor-pointer items-center gap-3 rounded-lg border p-3 text-left hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  playing ? 'border-primary bg-accent' : 'border-border bg-card',
                )}
              >
                <CirclePlay aria-hidden className="size-6 shrink-0 text-primary" />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="font-medium text-foreground">{item.Title}</span>
                  <span className="text-sm text-muted-foreground">
                    {sourceLabel[item.ContentSource]}
                    {item.DurationSeconds !== null
                      ? ` · ${formatPlaybackPosition(item.DurationSeconds)}`
                      : ''}
                    {playing ? ' · Playing' : ''}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {items.length} of {totalRecords} videos
      </p>
      {hasMore ? (
        <Button
          variant="outline"
          className="self-center"
          onClick={onLoadMore}
          disabled={loadingMore}
        >
          {loadingMore ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}
