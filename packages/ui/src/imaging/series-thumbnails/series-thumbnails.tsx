import type { ImagingSeries } from '@portal/domain';
import { cn } from '../../lib/cn';

export interface SeriesThumbnailsProps extends Omit<React.ComponentProps<'nav'>, 'onSelect'> {
  series: readonly ImagingSeries[];
  /** The SeriesInstanceUid shown. */
  selected: string | undefined;
  onSelect: (series: ImagingSeries) => void;
  /** A picture per series (a data URL of its middle image), when rendered; else its number. */
  thumbnails?: Readonly<Record<string, string>>;
}

/** The study's series, one button each (picture, description, image count); the current one is marked. */
export function SeriesThumbnails({ series, selected, onSelect, thumbnails = {}, className, ...props }: SeriesThumbnailsProps) {
  return (
    <nav aria-label="Series" data-slot="series-thumbnails" className={cn('flex gap-2 overflow-x-auto', className)} {...props}>
      <ul className="flex gap-2">
        {series.map((item) => {
          const current = item.SeriesInstanceUid === selected;
          const picture = thumbnails[item.SeriesInstanceUid];
          return (
            <li key={item.SeriesInstanceUid}>
              <button
                type="button"
                aria-current={current ? 'true' : undefined}
                onClick={() => onSelect(item)}
                className={cn('flex w-28 flex-col items-center gap-1 rounded-md border p-1 text-xs focus-visible:outline-2 focus-visible:outline-ring', current ? 'border-primary bg-accent' : 'border-input')}
              >
                {picture ? (
                  <img src={picture} alt="" className="size-24 bg-black object-contain" />
                ) : (
                  <span aria-hidden="true" className="flex size-24 items-center justify-center bg-black text-lg text-white">
                    {item.Modality}
                  </span>
                )}
                <span className="line-clamp-2 text-center">
                  {item.SeriesNumber}. {item.Description}
                </span>
                <span className="text-muted-foreground">{item.Instances.length === 1 ? '1 image' : `${item.Instances.length} images`}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
