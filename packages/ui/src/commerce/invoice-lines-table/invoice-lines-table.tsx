import type { Invoice } from '@portal/domain';
import { cn } from '../../lib/cn';
import { Money } from '../money/money';

/** Where the lines are shown: on the invoice summary card, or on the printed A4 invoice. */
export type InvoiceLinesLook = 'card' | 'print';

// The card mutes headings and left-aligns the totals' labels; the printed page is black on white
// (print: variants) with its totals' labels right-aligned beside a fixed amount column.
const looks = {
  card: {
    itemHeading: 'Item',
    headRow: 'border-b border-border text-left text-muted-foreground',
    heading: 'font-medium',
    row: 'border-b border-border text-foreground',
    foot: 'text-foreground',
    totalsLabel: 'text-left font-normal text-muted-foreground',
    totalLabel: 'text-left font-semibold',
    amountColumn: undefined,
    discountTone: 'discount',
  },
  print: {
    itemHeading: 'Description',
    headRow: 'border-y border-border text-left print:border-black/30',
    heading: 'font-semibold',
    row: 'border-b border-border print:border-black/20',
    foot: undefined,
    totalsLabel: 'text-right font-normal',
    totalLabel: 'text-right font-semibold',
    amountColumn: 'w-40',
    discountTone: undefined,
  },
} as const;

export type InvoiceLinesTableProps = React.ComponentProps<'table'> & {
  /** The invoice whose lines, discount and total are listed. */
  invoice: Invoice;
  /** On the summary card or on the printed page. */
  look: InvoiceLinesLook;
};

/**
 * An invoice's lines with subtotal, discount (coupon) and total, shared by InvoiceSummary and
 * PrintableInvoice (their stories show both looks).
 */
export function InvoiceLinesTable({ invoice, look, className, ...props }: InvoiceLinesTableProps) {
  const style = looks[look];
  return (
    <table data-slot="invoice-lines-table" className={cn('w-full text-sm', className)} {...props}>
      <caption className="sr-only">Invoice lines</caption>
      <thead>
        <tr className={style.headRow}>
          <th scope="col" className={cn('py-2', style.heading)}>
            {style.itemHeading}
          </th>
          <th scope="col" className={cn('py-2 text-right', style.heading)}>
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {invoice.lines.map((line, index) => (
          <tr key={`${line.Description}-${index}`} className={style.row}>
            <td className="py-2">{line.Description}</td>
            <td className="py-2 text-right">
              <Money amountMinor={line.AmountMinor} currency={invoice.currency} />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot className={style.foot}>
        <tr>
          <th scope="row" className={cn('pt-3', style.totalsLabel)}>
            Subtotal
          </th>
          <td className={cn(style.amountColumn, 'pt-3 text-right')}>
            <Money amountMinor={invoice.subtotalMinor} currency={invoice.currency} />
          </td>
        </tr>
        {invoice.discountMinor > 0 ? (
          <tr>
            <th scope="row" className={cn('pt-1', style.totalsLabel)}>
              Discount{invoice.couponCode ? ` (${invoice.couponCode})` : ''}
            </th>
            <td className="pt-1 text-right">
              <Money
                amountMinor={invoice.discountMinor}
                currency={invoice.currency}
                negative
                tone={style.discountTone}
              />
            </td>
          </tr>
        ) : null}
        <tr>
          <th scope="row" className={cn('pt-2', style.totalLabel)}>
            Total
          </th>
          <td className="pt-2 text-right">
            <Money amountMinor={invoice.totalMinor} currency={invoice.currency} emphasis="total" />
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
