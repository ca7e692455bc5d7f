import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../../lib/cn';
import { Skeleton } from '../../../primitives/skeleton/skeleton';

const figureVariants = cva('inline-grid gap-2 rounded-lg border-border text-card-foreground', {
  // Border width, background and padding belong to the variant (cn() does not merge classes).
  variants: { framed: { true: 'border bg-card p-4', false: 'border-0 bg-transparent p-0' } },
  defaultVariants: { framed: true },
});

/** The axes' look on every cartesian chart: muted tick labels on a border-coloured line. Spread into XAxis/YAxis. */
export const chartAxisStyle = {
  tick: { fill: 'var(--muted-foreground)', fontSize: 11 },
  stroke: 'var(--border)',
} as const;

/** A row of the text alternative: a label and its value as read out. */
export type ChartDatum = { label: string; value: string };

export type ChartFigureProps = Omit<React.ComponentProps<'figure'>, 'title'> &
  VariantProps<typeof figureVariants> & {
    /** Visible title of the chart (the figure's caption). */
    title: string;
    /** Plot width in px (charts take fixed sizes: a ResponsiveContainer measures 0 in tests). */
    width: number;
    /** Plot height in px. */
    height: number;
    /** Shows a skeleton instead of the chart. @defaultValue false */
    loading?: boolean;
    /** Header of the value column in the text alternative. @defaultValue 'Value' */
    valueHeader?: string;
    /** The chart's data as text: a visually hidden table that screen readers read instead of the SVG. */
    data: ChartDatum[];
    /** Visible summary under the title (e.g. '72% correct'). */
    summary?: React.ReactNode;
    /** Colour keys shown under the chart (hidden from assistive tech, which reads the table). */
    legend?: { label: string; color: string }[];
    /** The recharts chart (rendered aria-hidden; the table is its text alternative). */
    children: React.ReactNode;
  };

/** Frame for every chart: a captioned figure, the chart hidden from assistive tech, and a data table for it. */
export function ChartFigure({
  title,
  width,
  height,
  loading = false,
  valueHeader = 'Value',
  data,
  summary,
  legend,
  framed,
  className,
  children,
  ...props
}: ChartFigureProps) {
  return (
    <figure
      data-slot="chart-figure"
      aria-busy={loading || undefined}
      className={cn(figureVariants({ framed }), className)}
      {...props}
    >
      <figcaption className="grid gap-0.5">
        <span className="text-sm font-semibold">{title}</span>
        {summary ? <span className="text-sm text-muted-foreground">{summary}</span> : null}
      </figcaption>
      {loading ? (
        <Skeleton style={{ width, height }} />
      ) : (
        <>
          <div aria-hidden="true" style={{ width, height }}>
            {children}
          </div>
          {legend ? (
            <ul
              aria-hidden="true"
              className="flex max-w-full flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
              style={{ width }}
            >
              {legend.map((item) => (
                <li key={item.label} className="flex items-center gap-1.5">
                  <span className="size-2.5 rounded-full" style={{ backgroundColor: item.color }} />
                  {item.label}
                </li>
              ))}
            </ul>
          ) : null}
          <table className="sr-only">
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">{valueHeader}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((datum) => (
                <tr key={datum.label}>
                  <th scope="row">{datum.label}</th>
                  <td>{datum.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}
