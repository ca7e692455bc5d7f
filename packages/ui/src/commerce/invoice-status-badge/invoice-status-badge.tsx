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
  /**
   * The invoice was refunded by a credit note (invoice.creditNote). It stays paid (a paid invoice is
   * immutable), so the badge says "Refunded" instead of "Paid".
   */
  refunded?: boolean;
};

/** Coloured badge for an invoice status ("Refunded" for a paid invoice a credit note refunded). */
export function InvoiceStatusBadge({
  status,
  refunded = false,
  ...props
}: InvoiceStatusBadgeProps) {
  const isRefunded = refunded && status === InvoiceStatus.paid;
  return (
    <Badge
      data-slot="invoice-status-badge"
      data-status={status}
      data-refunded={isRefunded ? '' : undefined}
      variant={isRefunded ? 'secondary' : statusVariant[status]}
      {...props}
    >
      {isRefunded ? 'Refunded' : statusLabel[status]}
    </Badge>
  );
}
