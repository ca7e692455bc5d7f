import { PlayCircle } from 'lucide-react';
import { formatPlaybackPosition } from '@portal/domain';
import { cn } from '../../lib/cn';

/** What `renderLink` receives: everything an `<a>` needs, already styled and labelled. */
export type ResumeLinkProps = Omit<React.ComponentProps<'a'>, 'href'> & { href: string };

export type ResumePromptProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  /** The activity to continue (its title). */
  title: string;
  /** The second a video was left at; 0 (or none) shows no time. @defaultValue 0 */
  positionSeconds?: number;
  /** Where the activity sits, e.g. 'Biology · Cell Biology'. */
  detail?: string;
  /** Where the link goes (a video carries its second, e.g. `?t=754`). */
  href: string;
  /**
   * Renders the link; pass the router's link so navigation stays client-side (ui never imports
   * the router). Spread the props onto it.
   * @defaultValue a plain `<a>`
   */
  renderLink?: (props: ResumeLinkProps) => React.ReactNode;
  /**
   * 'box' stands on its own (a course's home); 'inline' fits inside a card.
   * @defaultValue 'box'
   */
  layout?: 'box' | 'inline';
};

function PlainLink({ children, ...props }: ResumeLinkProps) {
  return <a {...props}>{children}</a>;
}

/**
 * Resume where you left off (beyond the spec): "Continue: <activity>, 12:34", opening the
 * activity (a video at the second it was left at).
 */
export function ResumePrompt({
  title,
  positionSeconds = 0,
  detail,
  href,
  renderLink = PlainLink,
  layout = 'box',
  className,
  ...props
}: ResumePromptProps) {
  const at = positionSeconds > 0 ? `, ${formatPlaybackPosition(positionSeconds)}` : '';
  return (
    <div
      data-slot="resume-prompt"
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-1',
        layout === 'box' && 'rounded-lg border border-border bg-card p-4',
        className,
      )}
      {...props}
    >
      <PlayCircle aria-hidden className="size-5 shrink-0 text-primary" />
      {renderLink({
        href,
        className:
          'font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        children: `Continue: ${title}${at}`,
      })}
      {detail ? <span className="text-sm text-muted-foreground">{detail}</span> : null}
    </div>
  );
}
