import * as React from 'react';
import { InvoiceStatus, formatDate, type Invoice } from '@portal/domain';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { InvoiceStatusBadge } from '../invoice-status-badge/invoice-status-badge';
import { Money } from '../money/money';

export type InvoiceRowProps = React.ComponentProps<'tr'> & {
  /** The invoice (invoiceId, status.Value, dates, total). */
  invoice: Invoice;
  /** Opens the invoice detail. */
  onView?: (invoice: Invoice) => void;
  /** Pays a due invoice; the button shows only for status due. */
  onPay?: (invoice: Invoice) => void;
};

/** One invoice in My Invoices, as a table row (use inside InvoiceTable-like markup: <table><tbody>). */
export function InvoiceRow({ invoice, onView, onPay, className, ...props }: InvoiceRowProps) {
  const status = invoice.status.Value;
  return (
    <tr
      data-slot="invoice-row"
      data-status={status}
      className={cn('border-b border-border text-sm text-foreground last:border-b-0', className)}
      {...props}
    >
      <th scope="row" className="px-4 py-3 text-left font-medium">
        {invoice.invoiceNumber}
      </th>
      <td className="px-4 py-3">
        <time dateTime={invoice.issueDate}>{formatDate(invoice.issueDate)}</time>
      </td>
      <td className="px-4 py-3">
        <time dateTime={invoice.dueDate}>{formatDate(invoice.dueDate)}</time>
      </td>
      <td className="px-4 py-3 text-right">
        <Money amountMinor={invoice.totalMinor} currency={invoice.currency} emphasis="strong" />
      </td>
      <td className="px-4 py-3">
        <InvoiceStatusBadge status={status} refunded={Boolean(invoice.creditNote)} />
      </td>
      <td className="px-4 py-3">
        <div className="flex justify-end gap-2">
          {onView ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => onView(invoice)}
              aria-label={`View invoice ${invoice.invoiceNumber}`}
            >
              View
            </Button>
          ) : null}
          {status === InvoiceStatus.due && onPay ? (
            <Button
              size="sm"
              onClick={() => onPay(invoice)}
              aria-label={`Pay invoice ${invoice.invoiceNumber}`}
            >
              Pay
            </Button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}

/** The header row matching InvoiceRow's columns. */
export function InvoiceRowHeader({ className, ...props }: React.ComponentProps<'tr'>) {
  return (
    <tr
      data-slot="invoice-row-header"
      className={cn('bg-muted text-left text-xs text-muted-foreground uppercase', className)}
      {...props}
    >
      <th scope="col" className="px-4 py-2 font-medium">
        Invoice
      </th>
      <th scope="col" className="px-4 py-2 font-medium">
        Issued
      </th>
      <th scope="col" className="px-4 py-2 font-medium">
        Due
      </th>
      <th scope="col" className="px-4 py-2 text-right font-medium">
        Amount
      </th>
      <th scope="col" className="px-4 py-2 font-medium">
        Status
      </th>
      <th scope="col" className="px-4 py-2 font-medium">
        <span className="sr-only">Actions</span>
      </th>
    </tr>
  );
}
