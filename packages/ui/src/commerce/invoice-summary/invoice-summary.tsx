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
import { InvoiceStatusBadge } from '../invoice-status-badge/invoice-status-badge';
import { Money } from '../money/money';

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
  const subtotal = invoice.lines.reduce((sum, line) => sum + line.Amount, 0);
  return (
    <Card data-slot="invoice-summary" className={cn('w-full max-w-xl', className)} {...props}>
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle>Invoice {invoice.invoiceNumber}</CardTitle>
          <InvoiceStatusBadge status={invoice.status.Value} />
        </div>
        <CardDescription>
          Issued <time dateTime={invoice.issueDate}>{formatDate(invoice.issueDate)}</time> · Due{' '}
          <time dateTime={invoice.dueDate}>{formatDate(invoice.dueDate)}</time>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <table className="w-full text-sm">
          <caption className="sr-only">Invoice lines</caption>
          <thead>
            <tr className="border-b border-border text-left text-muted-foreground">
              <th scope="col" className="py-2 font-medium">
                Item
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, index) => (
              <tr
                key={`${line.Description}-${index}`}
                className="border-b border-border text-foreground"
              >
                <td className="py-2">{line.Description}</td>
                <td className="py-2 text-right">
                  <Money amount={line.Amount} currency={invoice.currency} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="text-foreground">
            <tr>
              <th scope="row" className="pt-3 text-left font-normal text-muted-foreground">
                Subtotal
              </th>
              <td className="pt-3 text-right">
                <Money amount={subtotal} currency={invoice.currency} />
              </td>
            </tr>
            {invoice.discount > 0 ? (
              <tr>
                <th scope="row" className="pt-1 text-left font-normal text-muted-foreground">
                  Discount{invoice.couponCode ? ` (${invoice.couponCode})` : ''}
                </th>
                <td className="pt-1 text-right">
                  <Money
                    amount={invoice.discount}
                    currency={invoice.currency}
                    negative
                    tone="discount"
                  />
                </td>
              </tr>
            ) : null}
            <tr>
              <th scope="row" className="pt-2 text-left font-semibold">
                Total
              </th>
              <td className="pt-2 text-right">
                <Money amount={invoice.total} currency={invoice.currency} emphasis="total" />
              </td>
            </tr>
          </tfoot>
        </table>
        {invoice.status.Value === InvoiceStatus.due ? children : null}
      </CardContent>
      {actions ? <CardFooter className="justify-end gap-2">{actions}</CardFooter> : null}
    </Card>
  );
}
