import { useId } from 'react';
import { cn } from '../../lib/cn';

export type SettingsCardProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  /** The group's heading (an h2 under the page's h1); it also names the section. */
  title: string;
  /** One line under the heading. */
  description?: React.ReactNode;
};

/** One group of settings on the settings page: a titled card. */
export function SettingsCard({
  title,
  description,
  className,
  children,
  ...props
}: SettingsCardProps) {
  const titleId = useId();
  return (
    <section
      data-slot="settings-card"
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-4 rounded-lg border bg-card p-4 text-card-foreground shadow-card sm:p-6',
        className,
      )}
      {...props}
    >
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
