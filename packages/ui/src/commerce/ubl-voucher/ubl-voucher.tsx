import * as React from 'react';
import { Printer } from 'lucide-react';
import { formatDate, type Invoice } from '@portal/domain';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { Money } from '../money/money';
import { printSheetVariants, type InvoiceParty } from '../printable-invoice/printable-invoice';

/** The institute's bank account the voucher is paid into. */
export type BankAccount = {
  /** Bank name. @example 'United Bank Limited' */
  bankName: string;
  /** Account title. */
  accountTitle: string;
  /** Account number or IBAN. */
  accountNumber: string;
  /** Branch name and code. */
  branch?: string;
};

export type UblVoucherProps = React.ComponentProps<'article'> & {
  /** The invoice being paid. */
  invoice: Invoice;
  /** Voucher (challan) number the bank enters (PaymentTransaction.VoucherNumber). */
  voucherNumber: string;
  /** The paying candidate. */
  payer: InvoiceParty;
  /** The account to credit. */
  account: BankAccount;
  /** Copies printed on the page, one per party. @defaultValue ['Bank copy', 'Institute copy', 'Candidate copy'] */
  copies?: string[];
  /** Prints the page; the button is hidden in print. */
  onPrint?: () => void;
};

/**
 * UBL over-the-counter deposit voucher. The copies stack on one A4 page with dashed cut lines;
 * each copy is kept whole (no page break inside it).
 */
export function UblVoucher({
  invoice,
  voucherNumber,
  payer,
  account,
  copies = ['Bank copy', 'Institute copy', 'Candidate copy'],
  onPrint,
  className,
  ...props
}: UblVoucherProps) {
  return (
    <article
      data-slot="ubl-voucher"
      aria-label={`UBL voucher ${voucherNumber}`}
      className={cn(printSheetVariants({ density: 'compact' }), className)}
      {...props}
    >
      {onPrint ? (
        <div className="no-print mb-4 flex justify-end print:hidden">
          <Button variant="outline" onClick={onPrint}>
            <Printer aria-hidden />
            Print voucher
          </Button>
        </div>
      ) : null}
      {copies.map((copy, index) => (
        <section
          key={copy}
          aria-label={copy}
          className={cn(
            'break-inside-avoid py-3',
            index > 0 && 'border-t-2 border-dashed border-border print:border-black/40',
          )}
        >
          <header className="flex items-baseline justify-between gap-4">
            <h2 className="font-bold">{account.bankName}</h2>
            <span className="rounded-sm border border-border px-2 text-xs font-semibold uppercase print:border-black/40">
              {copy}
            </span>
          </header>
          <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 text-xs sm:grid-cols-4">
            <div>
              <dt className="text-muted-foreground print:text-black">Voucher no.</dt>
              <dd className="font-mono font-semibold">{voucherNumber}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground print:text-black">Invoice no.</dt>
              <dd className="font-semibold">{invoice.invoiceNumber}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground print:text-black">Issue date</dt>
              <dd>{formatDate(invoice.issueDate)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground print:text-black">Due date</dt>
              <dd className="font-semibold">{formatDate(invoice.dueDate)}</dd>
            </div>
            <div className="col-span-2">
              <dt className="text-muted-foreground print:text-black">Account title</dt>
              <dd>{account.accountTitle}</dd>
            </div>
            <div className="col-span-2">
              <dt className="text-muted-foreground print:text-black">Account no.</dt>
              <dd className="font-mono">{account.accountNumber}</dd>
            </div>
            {account.branch ? (
              <div className="col-span-2">
                <dt className="text-muted-foreground print:text-black">Branch</dt>
                <dd>{account.branch}</dd>
              </div>
            ) : null}
            <div className="col-span-2">
              <dt className="text-muted-foreground print:text-black">Depositor</dt>
              <dd>{payer.fullName}</dd>
            </div>
          </dl>
          <div className="mt-2 flex items-end justify-between gap-4">
            <p className="text-sm">
              Amount payable:{' '}
              <Money
                amountMinor={invoice.totalMinor}
                currency={invoice.currency}
                emphasis="strong"
              />
            </p>
            <p className="w-40 border-t border-border pt-1 text-center text-xs text-muted-foreground print:border-black/40 print:text-black">
              Bank stamp and signature
            </p>
          </div>
        </section>
      ))}
    </article>
  );
}
