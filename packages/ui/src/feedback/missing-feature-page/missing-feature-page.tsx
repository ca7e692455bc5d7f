import { useId } from 'react';
import { MISSING_FEATURE_MESSAGE } from '@portal/domain';
import { cn } from '../../lib/cn';
import { LockedAvatar } from '../empty-state/empty-state-avatars';

export type MissingFeaturePageProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** Optional actions under the message, e.g. a link to upgrade the subscription. */
  children?: React.ReactNode;
  /**
   * Whether it fills most of the viewport (a page of its own); false inside another page's frame.
   * @defaultValue true
   */
  fillViewport?: boolean;
};

/** The access-denied screen for a feature the course's package does not include (spec wording). */
export function MissingFeaturePage({
  className,
  children,
  fillViewport = true,
  ...props
}: MissingFeaturePageProps) {
  const headingId = useId();
  return (
    // A section, not <main>: the page sits inside the signed-in shell's main landmark.
    <section
      data-slot="missing-feature-page"
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col items-center justify-center gap-4 p-8 text-center',
        fillViewport ? 'min-h-[60vh]' : 'min-h-0',
        className,
      )}
      {...props}
    >
      <LockedAvatar className="size-28" />
      <h1 id={headingId} className="max-w-md text-xl font-semibold">
        {MISSING_FEATURE_MESSAGE}
      </h1>
      {children}
    </section>
  );
}
