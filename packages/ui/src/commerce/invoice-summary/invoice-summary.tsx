import * as React from 'react';
import { InvoiceStatus, formatDate, type Invoice } from '@portal/domain';
import { cn } from '../../lib/cn';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../primitives/card/card';
import { InvoiceLinesTable } from '../invoice-lines-table/invoice-lines-table';
import { InvoiceStatusBadge } from '../invoice-status-badge/invoice-status-badge';

export type InvoiceSummaryProps = React.ComponentProps<'div'> & {
  /** The invoice to summarise. */
  invoice: Invoice;
  /** Slot under the totals for a due invoice, e.g. a CouponField and a PaymentMethodPicker. */
  children?: React.ReactNode;
  /** Actions in the footer (pay, print, ...). */
  actions?: React.ReactNode;
};

/** Invoice summary: lines, discount (coupon) and total, with room for coupon and payment choices. */
export function InvoiceSummary({
  invoice,
  children,
  actions,
  className,
  ...props
}: InvoiceSummaryProps) {
  return (
    <Card data-slot="invoice-summary" className={cn('w-full max-w-xl', className)} {...props}>
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle>Invoice {invoice.invoiceNumber}</CardTitle>
          <InvoiceStatusBadge
            status={invoice.status.Value}
            refunded={Boolean(invoice.creditNote)}
          />
        </div>
        <CardDescription>
          Issued <time dateTime={invoice.issueDate}>{formatDate(invoice.issueDate)}</time> · Due{' '}
          <time dateTime={invoice.dueDate}>{formatDate(invoice.dueDate)}</time>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <InvoiceLinesTable invoice={invoice} look="card" />
        {invoice.status.Value === InvoiceStatus.due ? children : null}
      </CardContent>
      {actions ? <CardFooter className="justify-end gap-2">{actions}</CardFooter> : null}
    </Card>
  );
}
