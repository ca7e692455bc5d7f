import { MISSING_FEATURE_MESSAGE } from '@portal/domain';
import { cn } from '../../lib/cn';
import { LockedAvatar } from '../empty-state/empty-state-avatars';

export type MissingFeaturePageProps = Omit<React.ComponentProps<'main'>, 'children'> & {
  /** Optional actions under the message, e.g. a link to upgrade the subscription. */
  children?: React.ReactNode;
};

/** The access-denied screen for a feature the course's package does not include (spec wording). */
export function MissingFeaturePage({ className, children, ...props }: MissingFeaturePageProps) {
  return (
    <main
      data-slot="missing-feature-page"
      className={cn(
        'flex min-h-[60vh] flex-col items-center justify-center gap-4 p-8 text-center',
        className,
      )}
      {...props}
    >
      <LockedAvatar className="size-28" />
      <h1 className="max-w-md text-xl font-semibold">{MISSING_FEATURE_MESSAGE}</h1>
      {children}
    </main>
  );
}
