import * as React from 'react';
import { MeetingStatus, MeetingType } from '@portal/domain';
import { Badge } from '../../primitives/badge/badge';

type BadgeVariant = React.ComponentProps<typeof Badge>['variant'];

const meetingTypeLabel: Record<MeetingType, string> = {
  [MeetingType.Instant]: 'Instant',
  [MeetingType.Scheduled]: 'One-off',
  [MeetingType.RecurringNoFixedTime]: 'Recurring, flexible time',
  [MeetingType.RecurringFixedTime]: 'Recurring, fixed time',
};

const meetingStatusLabel: Record<MeetingStatus, string> = {
  [MeetingStatus.Scheduled]: 'Scheduled',
  [MeetingStatus.Started]: 'Live now',
  [MeetingStatus.Completed]: 'Completed',
  [MeetingStatus.Cancelled]: 'Cancelled',
};

const meetingStatusVariant: Record<MeetingStatus, BadgeVariant> = {
  [MeetingStatus.Scheduled]: 'info',
  [MeetingStatus.Started]: 'success',
  [MeetingStatus.Completed]: 'secondary',
  [MeetingStatus.Cancelled]: 'destructive',
};

/** Human label of a meeting type (Instant 1, Scheduled 2, recurring 3 and 8). */
export function meetingTypeText(type: MeetingType): string {
  return meetingTypeLabel[type];
}

export type MeetingStatusBadgeProps = Omit<
  React.ComponentProps<typeof Badge>,
  'variant' | 'children'
> & {
  /** Meeting status (Scheduled 1, Started 2, Completed 3, Cancelled 4). */
  status: MeetingStatus;
};

/** Badge for a live session's status; a started session reads 'Live now'. */
export function MeetingStatusBadge({ status, ...props }: MeetingStatusBadgeProps) {
  return (
    <Badge
      data-slot="meeting-status-badge"
      data-status={status}
      variant={meetingStatusVariant[status]}
      {...props}
    >
      {meetingStatusLabel[status]}
    </Badge>
  );
}

export type MeetingTypeBadgeProps = Omit<
  React.ComponentProps<typeof Badge>,
  'variant' | 'children'
> & {
  /** Meeting type. */
  type: MeetingType;
};

/** Outline badge naming a live session's meeting type. */
export function MeetingTypeBadge({ type, ...props }: MeetingTypeBadgeProps) {
  return (
    <Badge data-slot="meeting-type-badge" variant="outline" {...props}>
      {meetingTypeLabel[type]}
    </Badge>
  );
}
