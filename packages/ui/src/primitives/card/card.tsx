import { cn } from '../../lib/cn';

/** A bordered surface that groups related content. */
export function Card({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card"
      className={cn(
        'flex flex-col gap-4 rounded-lg border bg-card py-5 text-card-foreground shadow-card',
        className,
      )}
      {...props}
    />
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
  ...props
}: React.ComponentProps<'h3'> & {
  /** The heading level, to fit the page's outline (axe: heading-order). @defaultValue 3 */
  level?: 2 | 3 | 4;
}) {
  const Heading = `h${level}` as const;
  return (
    <Heading
      data-slot="card-title"
      className={cn('text-lg leading-tight font-semibold', className)}
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
export function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-footer"
      className={cn('flex items-center gap-2 px-5', className)}
      {...props}
    />
  );
}
