import { useId } from 'react';
import { cn } from '../../lib/cn';

export type PageSectionProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  /** The page's h1; it also names the section (aria-labelledby). */
  title: React.ReactNode;
  /** One line under the title. */
  description?: React.ReactNode;
  /** Actions at the right of the title (e.g. a filter or a button). */
  actions?: React.ReactNode;
};

/**
 * A routed page inside the signed-in shell (the shell already has the header, navigation and the
 * main landmark): the h1, an optional description and actions, then the page's content.
 */
export function PageSection({
  title,
  description,
  actions,
  className,
  children,
  ...props
}: PageSectionProps) {
  const titleId = useId();
  return (
    <section
      data-slot="page-section"
      aria-labelledby={titleId}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 id={titleId} className="text-2xl font-semibold">
            {title}
          </h1>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {actions ? <div className="flex items-center gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
