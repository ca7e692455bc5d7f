import { useId } from 'react';
import { MISSING_FEATURE_MESSAGE } from '@portal/domain';
import { cn } from '../../lib/cn';
import { LockedAvatar } from '../empty-state/empty-state-avatars';

export type MissingFeaturePageProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** Optional actions under the message, e.g. a link to upgrade the subscription. */
  children?: React.ReactNode;
};

/** The access-denied screen for a feature the course's package does not include (spec wording). */
export function MissingFeaturePage({ className, children, ...props }: MissingFeaturePageProps) {
  const headingId = useId();
  return (
    // A section, not <main>: the page sits inside the signed-in shell's main landmark.
    <section
      data-slot="missing-feature-page"
      aria-labelledby={headingId}
      className={cn(
        'flex min-h-[60vh] flex-col items-center justify-center gap-4 p-8 text-center',
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
