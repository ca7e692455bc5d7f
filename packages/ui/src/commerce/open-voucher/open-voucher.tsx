import * as React from 'react';
import { formatDate, PaymentGateway, type Invoice } from '@portal/domain';
import { cn } from '../../lib/cn';
import { Money } from '../money/money';

export type OpenVoucherProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The due invoice the voucher pays (its currency and due date). */
  invoice: Invoice;
  /** The voucher issued for it and not yet reconciled (Invoice.voucher). */
  voucher: NonNullable<Invoice['voucher']>;
  /** Where to print or save the voucher again (a link of the app's router). */
  printAction: React.ReactNode;
};

/**
 * A bank voucher issued and not yet reconciled: what to pay, where and by when, and the voucher again
 * to print. The invoice stays due (and the course locked) until the bank's payment is reconciled.
 */
export function OpenVoucher({ invoice, voucher, printAction, className, ...props }: OpenVoucherProps) {
  const headingId = React.useId();
  const where = voucher.PaymentGateway === PaymentGateway.JazzCashOtc ? 'any JazzCash retailer' : 'any UBL branch';
  return (
    <section
      aria-labelledby={headingId}
      data-slot="open-voucher"
      className={cn('grid gap-3 rounded-md border border-border bg-card p-4 text-card-foreground', className)}
      {...props}
    >
      <h2 id={headingId} className="text-lg font-semibold">
        Awaiting your payment at the bank
      </h2>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-muted-foreground">Voucher number</dt>
          <dd className="font-mono font-semibold">{voucher.VoucherNumber}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Amount</dt>
          <dd>
            <Money amountMinor={voucher.AmountMinor} currency={invoice.currency} emphasis="strong" />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Pay by</dt>
          <dd>
            <time dateTime={invoice.dueDate.slice(0, 10)}>{formatDate(invoice.dueDate)}</time>
          </dd>
        </div>
      </dl>
      <p className="text-sm">
        Pay this voucher at {where} by the due date. The invoice stays due until the bank&apos;s payment is
        reconciled, usually the next working day; your course opens then.
      </p>
      <p>{printAction}</p>
    </section>
  );
}
