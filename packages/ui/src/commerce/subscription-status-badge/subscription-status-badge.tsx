import * as React from 'react';
import { SubscriptionStatus } from '@portal/domain';
import { Badge } from '../../primitives/badge/badge';

type BadgeVariant = React.ComponentProps<typeof Badge>['variant'];

const statusLabel: Record<SubscriptionStatus, string> = {
  [SubscriptionStatus.Active]: 'Active',
  [SubscriptionStatus.Pending]: 'Pending',
  [SubscriptionStatus.Trial]: 'Trial',
  [SubscriptionStatus.Suspended]: 'Suspended',
  [SubscriptionStatus.Unsubscribed]: 'Unsubscribed',
  [SubscriptionStatus.Cancelled]: 'Cancelled',
  [SubscriptionStatus.Expired]: 'Expired',
};

const statusVariant: Record<SubscriptionStatus, BadgeVariant> = {
  [SubscriptionStatus.Active]: 'success',
  [SubscriptionStatus.Pending]: 'warning',
  [SubscriptionStatus.Trial]: 'info',
  [SubscriptionStatus.Suspended]: 'destructive',
  [SubscriptionStatus.Unsubscribed]: 'secondary',
  [SubscriptionStatus.Cancelled]: 'destructive',
  [SubscriptionStatus.Expired]: 'outline',
};

/** Human label of a subscription status (Active 1 ... Expired 7). */
export function subscriptionStatusLabel(status: SubscriptionStatus): string {
  return statusLabel[status];
}

export type SubscriptionStatusBadgeProps = Omit<
  React.ComponentProps<typeof Badge>,
  'variant' | 'children'
> & {
  /** The course subscription's SubscriptionStatus. */
  status: SubscriptionStatus;
};

/** Coloured badge for a course subscription status. */
export function SubscriptionStatusBadge({ status, ...props }: SubscriptionStatusBadgeProps) {
  return (
    <Badge
      data-slot="subscription-status-badge"
      data-status={status}
      variant={statusVariant[status]}
      {...props}
    >
      {statusLabel[status]}
    </Badge>
  );
}
