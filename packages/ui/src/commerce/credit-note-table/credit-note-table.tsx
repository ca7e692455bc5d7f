import * as React from 'react';
import { formatDate, type CreditNote } from '@portal/domain';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { Money } from '../money/money';

export type CreditNoteTableProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The candidate's credit notes, newest first. */
  creditNotes: CreditNote[];
  /** Downloads one as the server's PDF. */
  onDownload: (creditNote: CreditNote) => void;
  /** The credit note whose PDF is being made (its button waits). */
  pendingId?: number | null;
};

/**
 * The candidate's credit notes (a refunded invoice's correction): number, the invoice it corrects,
 * date, reason, the negative amount, and a PDF download each.
 */
export function CreditNoteTable({ creditNotes, onDownload, pendingId = null, className, ...props }: CreditNoteTableProps) {
  const headingId = React.useId();
  return (
    <section aria-labelledby={headingId} data-slot="credit-note-table" className={cn('grid gap-3', className)} {...props}>
      <h2 id={headingId} className="text-lg font-semibold">
        Credit notes
      </h2>
      <table className="w-full text-sm">
        <caption className="sr-only">My credit notes</caption>
        <thead>
          <tr className="text-left">
            <th scope="col" className="px-4 py-2 font-medium">Credit note</th>
            <th scope="col" className="px-4 py-2 font-medium">For invoice</th>
            <th scope="col" className="px-4 py-2 font-medium">Issued</th>
            <th scope="col" className="px-4 py-2 font-medium">Reason</th>
            <th scope="col" className="px-4 py-2 text-right font-medium">Amount</th>
            <th scope="col" className="px-4 py-2 font-medium">
              <span className="sr-only">Download</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {creditNotes.map((note) => (
            <tr key={note.creditNoteId} className="border-t border-border" data-slot="credit-note-row">
              <th scope="row" className="px-4 py-3 text-left font-medium">
                {note.creditNoteNumber}
              </th>
              <td className="px-4 py-3">{note.invoiceNumber}</td>
              <td className="px-4 py-3">
                <time dateTime={note.issueDate.slice(0, 10)}>{formatDate(note.issueDate)}</time>
              </td>
              <td className="px-4 py-3">{note.reason}</td>
              <td className="px-4 py-3 text-right">
                <Money amountMinor={note.totalMinor} currency={note.currency} />
              </td>
              <td className="px-4 py-3">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={pendingId === note.creditNoteId}
                  onClick={() => onDownload(note)}
                >
                  Download PDF<span className="sr-only"> of credit note {note.creditNoteNumber}</span>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
