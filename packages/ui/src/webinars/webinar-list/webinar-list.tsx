import * as React from 'react';
import { CalendarDays, Clock, Presentation } from 'lucide-react';
import { WebinarFolder, formatDayDate, formatTime, type Webinar } from '@portal/domain';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { EmptyState } from '../../feedback/empty-state/empty-state';
import { SegmentedFilter } from '../../primitives/segmented-filter/segmented-filter';
import { Skeleton } from '../../primitives/skeleton/skeleton';

type Folder = Exclude<WebinarFolder, typeof WebinarFolder.all>;

const folderLabel: Record<Folder, string> = {
  [WebinarFolder.current]: 'Current',
  [WebinarFolder.upcoming]: 'Upcoming',
  [WebinarFolder.past]: 'Past',
};

const actionLabel: Record<Folder, string | null> = {
  [WebinarFolder.current]: 'Join',
  [WebinarFolder.upcoming]: null,
  [WebinarFolder.past]: 'Watch recording',
};

const folderOptions = [
  { value: WebinarFolder.all, label: 'All' },
  { value: WebinarFolder.current, label: 'Current' },
  { value: WebinarFolder.upcoming, label: 'Upcoming' },
  { value: WebinarFolder.past, label: 'Past' },
] as const;

const folderOrder: Folder[] = [WebinarFolder.current, WebinarFolder.upcoming, WebinarFolder.past];

export type WebinarListProps = React.ComponentProps<'section'> & {
  /** Webinars of the chosen folder (or all of them). */
  webinars: Webinar[];
  /** The chosen folder (all -1, current 1, upcoming 2, past 3). @defaultValue WebinarFolder.all */
  folder?: WebinarFolder;
  /** Shows skeletons while the webinars load. @defaultValue false */
  loading?: boolean;
  /** Called with the newly chosen folder. */
  onFolderChange?: (folder: WebinarFolder) => void;
  /** Joins a current webinar or plays a past one's recording. */
  onOpen?: (webinar: Webinar) => void;
  /** Extra content under a webinar (the portal puts the rating of a started one there). */
  renderExtra?: (webinar: Webinar) => React.ReactNode;
};

/** Webinars grouped by folder (current, upcoming, past), with a folder filter. */
export function WebinarList({
  webinars,
  folder = WebinarFolder.all,
  loading = false,
  onFolderChange,
  onOpen,
  renderExtra,
  className,
  ...props
}: WebinarListProps) {
  const folders =
    folder === WebinarFolder.all ? folderOrder : folderOrder.filter((item) => item === folder);
  const groups = folders
    .map((item) => ({
      folder: item,
      items: webinars.filter((webinar) => webinar.WebinarFolder === item),
    }))
    .filter((group) => group.items.length > 0);
  return (
    <section
      data-slot="webinar-list"
      aria-label="Webinars"
      className={cn('grid gap-4', className)}
      {...props}
    >
      <SegmentedFilter
        label="Webinar folder"
        options={folderOptions}
        value={folder}
        onValueChange={onFolderChange}
      />
      {loading ? (
        <div aria-busy="true" className="grid gap-3">
          <span className="sr-only">Loading webinars</span>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-20 w-full" />
          ))}
        </div>
      ) : groups.length === 0 ? (
        <EmptyState avatar="norecord" message="No webinars here yet." />
      ) : (
        groups.map((group) => (
          <section
            key={group.folder}
            aria-label={`${folderLabel[group.folder]} webinars`}
            className="grid gap-2"
          >
            <h2 className="text-sm font-semibold text-muted-foreground uppercase">
              {folderLabel[group.folder]}
            </h2>
            <ul className="grid gap-2">
              {group.items.map((webinar) => {
                const action = actionLabel[group.folder];
                return (
                  <li
                    key={webinar.WebinarId}
                    className="flex flex-wrap items-center gap-4 rounded-lg border border-border bg-card p-4 text-card-foreground"
                  >
                    <span
                      aria-hidden
                      className="inline-flex size-10 items-center justify-center rounded-md bg-muted text-muted-foreground"
                    >
                      <Presentation className="size-5" />
                    </span>
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold">{webinar.Title}</p>
                      <p className="flex flex-wrap items-center gap-x-3 text-sm text-muted-foreground">
                        <span>{webinar.Presenter}</span>
                        <span className="flex items-center gap-1">
                          <CalendarDays aria-hidden className="size-3.5" />
                          <time dateTime={webinar.StartTime}>
                            {formatDayDate(webinar.StartTime)}
                          </time>
                        </span>
                        <span className="flex items-center gap-1">
                          <Clock aria-hidden className="size-3.5" />
                          {formatTime(webinar.StartTime)} · {webinar.DurationMinutes} min
                        </span>
                      </p>
                    </div>
                    {action && webinar.Url && onOpen ? (
                      <Button
                        size="sm"
                        variant={group.folder === WebinarFolder.current ? 'primary' : 'outline'}
                        onClick={() => onOpen(webinar)}
                        aria-label={`${action}: ${webinar.Title}`}
                      >
                        {action}
                      </Button>
                    ) : null}
                    {renderExtra ? <div className="basis-full">{renderExtra(webinar)}</div> : null}
                  </li>
                );
              })}
            </ul>
          </section>
        ))
      )}
    </section>
  );
}
