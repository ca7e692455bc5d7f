import * as React from 'react';
import { Printer } from 'lucide-react';
import { formatDate, type Invoice } from '@portal/domain';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { Money } from '../money/money';
import { printSheetVariants, type InvoiceParty } from '../printable-invoice/printable-invoice';

export type JazzCashVoucherProps = React.ComponentProps<'article'> & {
  /** The invoice being paid. */
  invoice: Invoice;
  /** The voucher number the retailer or app asks for (PaymentTransaction.VoucherNumber). */
  voucherNumber: string;
  /** The paying candidate. */
  payer: InvoiceParty;
  /** Institute name shown as the payee. */
  payeeName: string;
  /** Prints the page; the button is hidden in print. */
  onPrint?: () => void;
};

/** JazzCash over-the-counter voucher: the voucher number, amount, due date and how to pay, on one A4 page. */
export function JazzCashVoucher({
  invoice,
  voucherNumber,
  payer,
  payeeName,
  onPrint,
  className,
  ...props
}: JazzCashVoucherProps) {
  return (
    <article
      data-slot="jazzcash-voucher"
      aria-label={`JazzCash voucher ${voucherNumber}`}
      className={cn(printSheetVariants(), className)}
      {...props}
    >
      {onPrint ? (
        <div className="no-print mb-6 flex justify-end print:hidden">
          <Button variant="outline" onClick={onPrint}>
            <Printer aria-hidden />
            Print voucher
          </Button>
        </div>
      ) : null}
      <header className="flex items-start justify-between gap-4 border-b border-border pb-4 print:border-black/30">
        <div>
          <h1 className="text-2xl font-bold">JazzCash payment voucher</h1>
          <p className="text-sm text-muted-foreground print:text-black">Payee: {payeeName}</p>
        </div>
        <div className="text-right text-sm">
          <p>Invoice no. {invoice.invoiceNumber}</p>
          <p>Issued {formatDate(invoice.issueDate)}</p>
        </div>
      </header>
      <section
        aria-label="Payment details"
        className="grid gap-4 py-6 sm:grid-cols-3 print:grid-cols-3"
      >
        <div className="rounded-md border border-border p-4 sm:col-span-3 print:col-span-3 print:border-black/40">
          <p className="text-xs font-semibold text-muted-foreground uppercase print:text-black">
            Voucher number
          </p>
          <p className="mt-1 font-mono text-3xl font-bold tracking-widest">{voucherNumber}</p>
        </div>
        <div>
          <p className="text-xs text-muted-foreground print:text-black">Amount</p>
          <Money amountMinor={invoice.totalMinor} currency={invoice.currency} emphasis="total" />
        </div>
        <div>
          <p className="text-xs text-muted-foreground print:text-black">Pay before</p>
          <p className="text-lg font-bold">{formatDate(invoice.dueDate)}</p>
        </div>
        <div>
          <p className="text-xs text-muted-foreground print:text-black">Candidate</p>
          <p className="font-semibold">{payer.fullName}</p>
        </div>
      </section>
      <section
        aria-label="How to pay"
        className="break-inside-avoid border-t border-border pt-4 text-sm print:border-black/30"
      >
        <h2 className="font-semibold">How to pay</h2>
        <ol className="mt-2 grid list-decimal gap-1 pl-5">
          <li>
            Visit any JazzCash retailer, or open the JazzCash app and choose Bill Payment /
            Vouchers.
          </li>
          <li>
            Give or enter the voucher number above and pay the exact amount before the due date.
          </li>
          <li>Keep the receipt; your invoice is marked paid once JazzCash confirms the payment.</li>
        </ol>
      </section>
    </article>
  );
}
