import * as React from 'react';
import {
  ClipboardCheck,
  ClipboardList,
  CirclePlay,
  FileText,
  NotebookPen,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';
import { ActivityType } from '@portal/domain';
import { cn } from '../../lib/cn';

const labels: Record<ActivityType, string> = {
  [ActivityType.video]: 'Video',
  [ActivityType.reading]: 'Reading',
  [ActivityType.test]: 'Test',
  [ActivityType.classTest]: 'Class test',
  [ActivityType.assignment]: 'Assignment',
};

/** Human label of an activity type (video 1, reading 2, test 3, classTest 4, assignment 5). */
export function activityTypeLabel(type: ActivityType): string {
  return labels[type];
}

const icons: Record<ActivityType, LucideIcon> = {
  [ActivityType.video]: CirclePlay,
  [ActivityType.reading]: FileText,
  [ActivityType.test]: ClipboardCheck,
  [ActivityType.classTest]: ClipboardList,
  [ActivityType.assignment]: NotebookPen,
};

export type ActivityTypeIconProps = Omit<LucideProps, 'type'> & {
  /** The activity (or content) type to draw. */
  type: ActivityType;
  /** Gives the icon an accessible name (the type's label); decorative when false. @defaultValue false */
  labelled?: boolean;
  /**
   * The icon's size: 'sm' beside body text, 'md' beside a title, 'lg' on its own.
   * @defaultValue 'sm'
   */
  size?: 'sm' | 'md' | 'lg';
};

const sizes = { sm: 'size-4', md: 'size-5', lg: 'size-6' } as const;

/** The icon of an activity type, decorative unless `labelled`. */
export function ActivityTypeIcon({
  type,
  labelled = false,
  size = 'sm',
  className,
  ...props
}: ActivityTypeIconProps) {
  const Icon = icons[type];
  return (
    <Icon
      data-slot="activity-type-icon"
      className={cn(sizes[size], 'shrink-0', className)}
      aria-hidden={labelled ? undefined : true}
      aria-label={labelled ? labels[type] : undefined}
      role={labelled ? 'img' : undefined}
      {...props}
    />
  );
}
