import * as React from 'react';
import { cva } from 'class-variance-authority';
import { Printer } from 'lucide-react';
import { formatDate, type Invoice } from '@portal/domain';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { InvoiceLinesTable } from '../invoice-lines-table/invoice-lines-table';
import { InvoiceStatusBadge } from '../invoice-status-badge/invoice-status-badge';

/**
 * The sheet every printable layout shares: on screen a card as wide as A4's printable area; in
 * print no border, shadow or background, the full page width, and no page break inside it, so the
 * browser prints exactly one clean A4 page (theme.css sets `@page { size: A4; margin: 12mm }`).
 * Paper is always black on white whatever the screen theme, hence the only raw colours here
 * (print: variants).
 */
export const printSheetVariants = cva(
  'mx-auto w-full max-w-[186mm] bg-card text-card-foreground print:m-0 print:max-w-none print:break-inside-avoid print:border-0 print:bg-white print:p-0 print:text-black print:shadow-none',
  {
    variants: {
      density: {
        comfortable: 'rounded-lg border border-border p-8 shadow-card',
        compact: 'rounded-lg border border-border p-5 text-sm shadow-card',
      },
    },
    defaultVariants: { density: 'comfortable' },
  },
);

/** Who the invoice is for. */
export type InvoiceParty = {
  /** Candidate's full name. */
  fullName: string;
  /** Candidate's email. */
  email?: string;
  /** Candidate's phone. */
  phone?: string;
};

/** Who issues the invoice. */
export type InvoiceIssuer = {
  /** Institute name. */
  name: string;
  /** Postal address lines. */
  address?: string[];
  /** Contact line (phone or email). */
  contact?: string;
};

export type PrintableInvoiceProps = React.ComponentProps<'article'> & {
  /** The invoice. */
  invoice: Invoice;
  /** Billed candidate. */
  billTo: InvoiceParty;
  /** Issuing institute. */
  issuer: InvoiceIssuer;
  /** Prints the page (the portal passes `() => window.print()`); the button never prints itself. */
  onPrint?: () => void;
};

/** The standard printable invoice: one A4 page with issuer, candidate, lines and totals. */
export function PrintableInvoice({
  invoice,
  billTo,
  issuer,
  onPrint,
  className,
  ...props
}: PrintableInvoiceProps) {
  return (
    <article
      data-slot="printable-invoice"
      aria-label={`Invoice ${invoice.invoiceNumber}`}
      className={cn(printSheetVariants(), className)}
      {...props}
    >
      {onPrint ? (
        <div className="no-print mb-6 flex justify-end print:hidden">
          <Button variant="outline" onClick={onPrint}>
            <Printer aria-hidden />
            Print
          </Button>
        </div>
      ) : null}
      <header className="flex items-start justify-between gap-6 border-b border-border pb-6 print:border-black/30">
        <div>
          <p className="text-xl font-bold">{issuer.name}</p>
          {issuer.address?.map((line) => (
            <p key={line} className="text-sm text-muted-foreground print:text-black">
              {line}
            </p>
          ))}
          {issuer.contact ? (
            <p className="text-sm text-muted-foreground print:text-black">{issuer.contact}</p>
          ) : null}
        </div>
        <div className="text-right">
          <h1 className="text-2xl font-bold tracking-wide uppercase">Invoice</h1>
          <p className="text-sm">No. {invoice.invoiceNumber}</p>
          <div className="mt-2">
            <InvoiceStatusBadge
              status={invoice.status.Value}
              refunded={Boolean(invoice.creditNote)}
            />
          </div>
        </div>
      </header>
      <section className="grid grid-cols-2 gap-6 py-6 text-sm">
        <div>
          <h2 className="text-xs font-semibold text-muted-foreground uppercase print:text-black">
            Bill to
          </h2>
          <p className="mt-1 font-semibold">{billTo.fullName}</p>
          {billTo.email ? <p>{billTo.email}</p> : null}
          {billTo.phone ? <p>{billTo.phone}</p> : null}
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-right">
          <dt className="text-muted-foreground print:text-black">Issue date</dt>
          <dd>{formatDate(invoice.issueDate)}</dd>
          <dt className="text-muted-foreground print:text-black">Due date</dt>
          <dd className="font-semibold">{formatDate(invoice.dueDate)}</dd>
        </dl>
      </section>
      <InvoiceLinesTable invoice={invoice} look="print" />
      <footer className="mt-8 border-t border-border pt-4 text-xs text-muted-foreground print:border-black/30 print:text-black">
        This is a computer-generated invoice and needs no signature.
      </footer>
    </article>
  );
}
