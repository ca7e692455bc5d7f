import * as React from 'react';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { EmptyState } from '../../feedback/empty-state/empty-state';
import { Skeleton } from '../skeleton/skeleton';

const cellVariants = cva('py-2', {
  variants: {
    density: { compact: 'px-3', comfortable: 'px-4' },
    align: { start: 'text-left', end: 'text-right tabular-nums' },
  },
  defaultVariants: { density: 'compact', align: 'start' },
});

/** One column: its header, how a row renders in it, and whether it names the row. */
export interface DataTableColumn<Row> {
  readonly id: string;
  readonly header: React.ReactNode;
  readonly cell: (row: Row, index: number) => React.ReactNode;
  /** 'end' right-aligns numbers (tabular figures). @defaultValue 'start' */
  readonly align?: 'start' | 'end';
  /** Renders the cell as the row's header (th scope="row"), for screen readers' row names. */
  readonly rowHeader?: boolean;
  /** Extra classes for this column's body cells. */
  readonly className?: string;
}

export type DataTableProps<Row> = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The component's data-slot (the table's name in the DOM and in tests). */
  slot: string;
  /** Table caption, read by screen readers (visually hidden). */
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** Extra attributes per row (a highlight class, aria-current). */
  rowProps?: (row: Row) => React.ComponentProps<'tr'>;
  /** Shows skeleton rows instead of the table. @defaultValue false */
  loading?: boolean;
  /** @defaultValue 4 */
  skeletonCount?: number;
  /** Height class of a skeleton row. @defaultValue 'h-10' */
  skeletonClassName?: string;
  /** What an empty table says. */
  emptyMessage: string;
  /** @defaultValue 'compact' */
  density?: 'compact' | 'comfortable';
};

/**
 * The design system's table: caption, column headers, optional row headers, skeleton rows while
 * loading and the no-record empty state. Tables of the product (test and assignment progress,
 * leaderboard) are columns over this.
 */
export function DataTable<Row>({
  slot,
  caption,
  columns,
  rows,
  rowKey,
  rowProps,
  loading = false,
  skeletonCount = 4,
  skeletonClassName = 'h-10',
  emptyMessage,
  density = 'compact',
  className,
  ...props
}: DataTableProps<Row>) {
  if (loading) {
    return (
      <div data-slot={slot} aria-busy="true" className={cn('grid gap-2', className)} {...props}>
        <span className="sr-only">Loading {caption.toLowerCase()}</span>
        {Array.from({ length: skeletonCount }, (_, index) => (
          <Skeleton key={index} className={cn('w-full', skeletonClassName)} />
        ))}
      </div>
    );
  }
  if (rows.length === 0) {
    return (
      <div data-slot={slot} className={className} {...props}>
        <EmptyState avatar="norecord" message={emptyMessage} />
      </div>
    );
  }
  return (
    <div
      data-slot={slot}
      className={cn('overflow-x-auto rounded-lg border border-border bg-card', className)}
      {...props}
    >
      <table className="w-full text-sm text-foreground">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={cn(cellVariants({ density, align: column.align }), 'font-medium')}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const extra = rowProps?.(row) ?? {};
            return (
              <tr
                key={rowKey(row, index)}
                {...extra}
                className={cn('border-t border-border', extra.className)}
              >
                {columns.map((column) => {
                  const classes = cn(
                    cellVariants({ density, align: column.align }),
                    column.className,
                  );
                  return column.rowHeader ? (
                    <th key={column.id} scope="row" className={classes}>
                      {column.cell(row, index)}
                    </th>
                  ) : (
                    <td key={column.id} className={classes}>
                      {column.cell(row, index)}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
