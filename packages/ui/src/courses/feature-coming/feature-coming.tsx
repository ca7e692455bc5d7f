import { useId } from 'react';
import { Hourglass } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/badge/badge';

export type FeatureComingProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  /** The feature's name as the course menu shows it ('Stats', 'Live classes'). */
  title: string;
  /** What the feature will do for the student, in a sentence or two. */
  description: string;
  /**
   * Level of the title heading: 1 when the state is the whole page.
   * @defaultValue 1
   */
  headingLevel?: 1 | 2 | 3;
};

/**
 * A course menu entry whose page has not been built yet: it says so plainly, says what the
 * page will hold, and offers a way on (children), instead of a 404 (issue 12).
 */
export function FeatureComing({
  title,
  description,
  headingLevel = 1,
  className,
  children,
  ...props
}: FeatureComingProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  return (
    <section
      data-slot="feature-coming"
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border border-dashed border-border p-8 text-center',
        className,
      )}
      {...props}
    >
      <Hourglass aria-hidden className="size-12 text-muted-foreground" />
      <Badge variant="info">Coming soon</Badge>
      <Heading id={headingId} className="text-2xl font-semibold">
        {title}
      </Heading>
      <p className="max-w-md text-sm text-muted-foreground">{description}</p>
      {children ? <div className="flex flex-wrap justify-center gap-2">{children}</div> : null}
    </section>
  );
}
