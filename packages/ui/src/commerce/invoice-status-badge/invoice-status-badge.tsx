import * as React from 'react';
import { InvoiceStatus } from '@portal/domain';
import { Badge } from '../../primitives/badge/badge';

type BadgeVariant = React.ComponentProps<typeof Badge>['variant'];

const statusLabel: Record<InvoiceStatus, string> = {
  [InvoiceStatus.due]: 'Due',
  [InvoiceStatus.inProcess]: 'In process',
  [InvoiceStatus.cancelled]: 'Cancelled',
  [InvoiceStatus.paid]: 'Paid',
  [InvoiceStatus.error]: 'Error',
  [InvoiceStatus.expired]: 'Expired',
};

const statusVariant: Record<InvoiceStatus, BadgeVariant> = {
  [InvoiceStatus.due]: 'warning',
  [InvoiceStatus.inProcess]: 'info',
  [InvoiceStatus.cancelled]: 'secondary',
  [InvoiceStatus.paid]: 'success',
  [InvoiceStatus.error]: 'destructive',
  [InvoiceStatus.expired]: 'outline',
};

/** Human label of an invoice status (due 1 ... expired 6). */
export function invoiceStatusLabel(status: InvoiceStatus): string {
  return statusLabel[status];
}

export type InvoiceStatusBadgeProps = Omit<
  React.ComponentProps<typeof Badge>,
  'variant' | 'children'
> & {
  /** The invoice's status.Value. */
  status: InvoiceStatus;
};

/** Coloured badge for an invoice status. */
export function InvoiceStatusBadge({ status, ...props }: InvoiceStatusBadgeProps) {
  return (
    <Badge
      data-slot="invoice-status-badge"
      data-status={status}
      variant={statusVariant[status]}
      {...props}
    >
      {statusLabel[status]}
    </Badge>
  );
}
