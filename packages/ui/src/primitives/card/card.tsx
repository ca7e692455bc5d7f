import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

// One class per utility group (cn() does not merge classes): the layout and padding a page wants
// are variants, never a className that would have to beat these.
const cardVariants = cva('gap-4 rounded-lg border bg-card text-card-foreground shadow-card', {
  variants: {
    layout: { stack: 'flex flex-col', grid: 'grid' },
    padding: { sections: 'py-5', even: 'p-6', compact: 'p-4' },
  },
  defaultVariants: { layout: 'stack', padding: 'sections' },
});

export type CardProps = React.ComponentProps<'div'> & {
  /**
   * How the children are laid out: a flex column, or a grid (one column unless the className sets columns).
   * @defaultValue 'stack'
   */
  layout?: VariantProps<typeof cardVariants>['layout'];
  /**
   * 'sections': vertical padding only (CardHeader, CardContent and CardFooter pad the sides);
   * 'even': the same padding all round, for content placed directly in the card; 'compact': less
   * of it, for a small card in a list.
   * @defaultValue 'sections'
   */
  padding?: VariantProps<typeof cardVariants>['padding'];
};

/** A bordered surface that groups related content. */
export function Card({ className, layout, padding, ...props }: CardProps) {
  return (
    <div data-slot="card" className={cn(cardVariants({ layout, padding }), className)} {...props} />
  );
}

/** The top of a card: title, description and optional actions. */
export function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-header"
      className={cn('flex flex-col gap-1.5 px-5', className)}
      {...props}
    />
  );
}

/** The card's heading (an h3). */
export function CardTitle({
  className,
  children,
  level = 3,
  size = 'md',
  ...props
}: React.ComponentProps<'h3'> & {
  /** The heading level, to fit the page's outline (axe: heading-order). @defaultValue 3 */
  level?: 2 | 3 | 4;
  /**
   * The text size: 'sm' in a compact card of a list, 'lg' for a card that heads its page.
   * @defaultValue 'md'
   */
  size?: 'sm' | 'md' | 'lg';
}) {
  const Heading = `h${level}` as const;
  return (
    <Heading
      data-slot="card-title"
      className={cn(
        'font-semibold',
        size === 'sm' ? 'text-base' : size === 'lg' ? 'text-xl' : 'text-lg leading-tight',
        className,
      )}
      {...props}
    >
      {children}
    </Heading>
  );
}

/** A secondary line under the title. */
export function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p
      data-slot="card-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

/** The body of the card. */
export function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('px-5', className)} {...props} />;
}

/** The bottom row, usually actions. */
export function CardFooter({
  className,
  stacked = false,
  ...props
}: React.ComponentProps<'div'> & {
  /**
   * Actions stacked at full width (a summary's checkout) instead of in a row.
   * @defaultValue false
   */
  stacked?: boolean;
}) {
  return (
    <div
      data-slot="card-footer"
      className={cn(
        'flex px-5',
        stacked ? 'flex-col items-stretch gap-3' : 'items-center gap-2',
        className,
      )}
      {...props}
    />
  );
}
