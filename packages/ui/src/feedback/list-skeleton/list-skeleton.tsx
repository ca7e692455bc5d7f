import { cn } from '../../lib/cn';
import {
  ButtonsSkeleton,
  Skeleton,
  SkeletonList,
  type SkeletonListVariant,
} from '../../primitives/skeleton/skeleton';

/** spec: the lists that show skeleton placeholders while their request is pending. */
export const ListSkeletonKind = {
  notes: 'notes',
  bookmarks: 'bookmarks',
  leaderboard: 'leaderboard',
  ebooks: 'ebooks',
  tests: 'tests',
  assignments: 'assignments',
  subscribedClasses: 'subscribedClasses',
  upcomingClasses: 'upcomingClasses',
  activityNavigation: 'activityNavigation',
  contentList: 'contentList',
  mixedContent: 'mixedContent',
  programCompletion: 'programCompletion',
  subjectScore: 'subjectScore',
  programSummary: 'programSummary',
  testAndAssignmentProgress: 'testAndAssignmentProgress',
  paymentMethod: 'paymentMethod',
  dayActivities: 'dayActivities',
  liveLectures: 'liveLectures',
  coursesList: 'coursesList',
  printableInvoice: 'printableInvoice',
  howYouKnow: 'howYouKnow',
  academicInfo: 'academicInfo',
} as const;
export type ListSkeletonKind = (typeof ListSkeletonKind)[keyof typeof ListSkeletonKind];

// Each list's item shape and its usual count (spec: counts 3, 4 or 7; layouts are ours).
const shapes: Record<
  ListSkeletonKind,
  { variant: SkeletonListVariant; count: 3 | 4 | 7; label: string }
> = {
  notes: { variant: 'row', count: 4, label: 'Loading notes' },
  bookmarks: { variant: 'row', count: 4, label: 'Loading bookmarks' },
  leaderboard: { variant: 'table', count: 7, label: 'Loading leaderboard' },
  ebooks: { variant: 'card', count: 3, label: 'Loading e-books' },
  tests: { variant: 'media', count: 4, label: 'Loading tests' },
  assignments: { variant: 'media', count: 4, label: 'Loading assignments' },
  subscribedClasses: { variant: 'card', count: 3, label: 'Loading subscribed classes' },
  upcomingClasses: { variant: 'row', count: 3, label: 'Loading upcoming classes and schedules' },
  activityNavigation: { variant: 'chip', count: 7, label: 'Loading activity navigation' },
  contentList: { variant: 'media', count: 4, label: 'Loading content' },
  mixedContent: { variant: 'media', count: 7, label: 'Loading content' },
  programCompletion: { variant: 'stat', count: 3, label: 'Loading program completion' },
  subjectScore: { variant: 'stat', count: 4, label: 'Loading subject scores' },
  programSummary: { variant: 'stat', count: 4, label: 'Loading program summary' },
  testAndAssignmentProgress: {
    variant: 'stat',
    count: 3,
    label: 'Loading test and assignment progress',
  },
  paymentMethod: { variant: 'option', count: 3, label: 'Loading payment methods' },
  dayActivities: { variant: 'media', count: 7, label: 'Loading day activities' },
  liveLectures: { variant: 'media', count: 3, label: 'Loading live lectures' },
  coursesList: { variant: 'card', count: 3, label: 'Loading courses' },
  printableInvoice: { variant: 'invoice', count: 4, label: 'Loading invoice' },
  howYouKnow: { variant: 'option', count: 7, label: 'Loading options' },
  academicInfo: { variant: 'field', count: 4, label: 'Loading academic information' },
};

export type ListSkeletonProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Which list is loading; picks the item shape and the screen-reader label. */
  kind: ListSkeletonKind;
  /**
   * How many items (spec: 3, 4 or 7).
   * @defaultValue the list's usual count
   */
  count?: 3 | 4 | 7;
  /**
   * Adds the three button placeholders under the list.
   * @defaultValue false
   */
  withButtons?: boolean;
};

/** The skeleton placeholder of one of the spec's lists, shown while its request is pending. */
export function ListSkeleton({
  kind,
  count,
  withButtons = false,
  className,
  ...props
}: ListSkeletonProps) {
  const shape = shapes[kind];
  return (
    <div
      data-slot="list-skeleton"
      data-kind={kind}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      {kind === 'printableInvoice' ? (
        <div aria-hidden className="flex items-start justify-between gap-4 border-b pb-4">
          <div className="flex flex-col gap-2">
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-3 w-56" />
          </div>
          <Skeleton className="h-14 w-28" />
        </div>
      ) : null}
      <SkeletonList variant={shape.variant} count={count ?? shape.count} label={shape.label} />
      {withButtons ? <ButtonsSkeleton /> : null}
    </div>
  );
}
