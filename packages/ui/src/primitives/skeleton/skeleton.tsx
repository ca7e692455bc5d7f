import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

/**
 * A pulsing grey block standing in for content that is loading. Hidden from assistive tech. A
 * translucent tint of the text colour (not the muted surface colour), so it shows on every surface:
 * cards, the page, and the signed-in shell's muted background, in light and dark.
 */
export function Skeleton({
  className,
  round = false,
  ...props
}: React.ComponentProps<'div'> & {
  /**
   * A circle or pill (avatars, bars, chips) instead of a rounded rectangle.
   * @defaultValue false
   */
  round?: boolean;
}) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden
      className={cn(
        'animate-pulse bg-foreground/10',
        round ? 'rounded-full' : 'rounded-md',
        className,
      )}
      {...props}
    />
  );
}

// One display class per variant (cn() does not merge: a base 'flex' would sit beside 'grid').
export const skeletonListVariants = cva('', {
  variants: {
    variant: {
      /** A line of text with a leading avatar/icon (notes, bookmarks, notifications). */
      row: 'flex flex-col gap-3',
      /** Cards in a responsive grid (courses, e-books). */
      card: 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3',
      /** A thumbnail beside two lines (videos, live lectures, content lists). */
      media: 'flex flex-col gap-4',
      /** Table rows (leaderboard, invoices, payment methods). */
      table: 'flex flex-col gap-2',
      /** Label/value pairs (profile, academic info, invoices). */
      field: 'grid grid-cols-1 gap-4 sm:grid-cols-2',
      /** Stat tiles with a number and a bar (progress, scores, summaries). */
      stat: 'grid grid-cols-1 gap-4 sm:grid-cols-2',
      /** Horizontal steps or chips (activity navigation). */
      chip: 'flex flex-row flex-wrap gap-2',
      /** Choice rows with a radio mark (how-you-know, payment methods). */
      option: 'flex flex-col gap-2',
      /** Invoice line items under a header block (printable invoice). */
      invoice: 'flex flex-col gap-2',
    },
  },
  defaultVariants: { variant: 'row' },
});

export type SkeletonListVariant = NonNullable<VariantProps<typeof skeletonListVariants>['variant']>;

function SkeletonItem({ variant }: { variant: SkeletonListVariant }) {
  switch (variant) {
    case 'row':
      return (
        <div className="flex items-center gap-3">
          <Skeleton round className="size-10" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      );
    case 'card':
      return (
        <div className="flex flex-col gap-3 rounded-lg border p-4">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      );
    case 'media':
      return (
        <div className="flex gap-4">
          <Skeleton className="h-16 w-28 shrink-0" />
          <div className="flex flex-1 flex-col gap-2 py-1">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </div>
      );
    case 'table':
      return (
        <div className="grid grid-cols-[2rem_1fr_5rem] items-center gap-4 rounded-md border px-3 py-2">
          <Skeleton className="h-4" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4" />
        </div>
      );
    case 'field':
      return (
        <div className="flex flex-col gap-2">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-9 w-full" />
        </div>
      );
    case 'stat':
      return (
        <div className="flex flex-col gap-3 rounded-lg border p-4">
          <Skeleton className="h-3 w-1/3" />
          <Skeleton className="h-7 w-16" />
          <Skeleton round className="h-2 w-full" />
        </div>
      );
    case 'chip':
      return <Skeleton round className="h-9 w-24" />;
    case 'option':
      return (
        <div className="flex items-center gap-3 rounded-md border px-3 py-3">
          <Skeleton round className="size-4" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      );
    case 'invoice':
      return (
        <div className="grid grid-cols-[1fr_4rem_6rem] items-center gap-4 border-b py-2">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4" />
          <Skeleton className="h-4" />
        </div>
      );
    default:
      return variant satisfies never;
  }
}

export type SkeletonListProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /**
   * How many placeholder items (spec: 3, 4 or 7).
   * @defaultValue 3
   */
  count?: 3 | 4 | 7;
  /**
   * The shape of each item.
   * @defaultValue 'row'
   */
  variant?: SkeletonListVariant;
  /**
   * What is loading, read by screen readers.
   * @defaultValue 'Loading'
   */
  label?: string;
};

/** A list of placeholder items shown while a request is pending. */
export function SkeletonList({
  count = 3,
  variant = 'row',
  label = 'Loading',
  className,
  ...props
}: SkeletonListProps) {
  return (
    <div
      data-slot="skeleton-list"
      data-count={count}
      role="status"
      aria-busy="true"
      className={cn(skeletonListVariants({ variant }), className)}
      {...props}
    >
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <SkeletonItem key={index} variant={variant} />
      ))}
    </div>
  );
}

/** The three button placeholders some screens show under their list (spec). */
export function ButtonsSkeleton({
  className,
  ...props
}: Omit<React.ComponentProps<'div'>, 'children'>) {
  return (
    <div
      data-slot="buttons-skeleton"
      aria-hidden
      className={cn('flex flex-wrap gap-3', className)}
      {...props}
    >
      <Skeleton className="h-10 w-28" />
      <Skeleton className="h-10 w-28" />
      <Skeleton className="h-10 w-28" />
    </div>
  );
}
