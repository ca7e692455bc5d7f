import * as React from 'react';
import { formatDate, type CreditNote } from '@portal/domain';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { DataTable, type DataTableColumn } from '../../primitives/data-table/data-table';
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
const columns = (onDownload: (creditNote: CreditNote) => void, pendingId: number | null): DataTableColumn<CreditNote>[] => [
  { id: 'number', header: 'Credit note', rowHeader: true, className: 'font-medium', cell: (note) => note.creditNoteNumber },
  { id: 'invoice', header: 'For invoice', cell: (note) => note.invoiceNumber },
  {
    id: 'issued',
    header: 'Issued',
    cell: (note) => <time dateTime={note.issueDate.slice(0, 10)}>{formatDate(note.issueDate)}</time>,
  },
  { id: 'reason', header: 'Reason', cell: (note) => note.reason },
  { id: 'amount', header: 'Amount', align: 'end', cell: (note) => <Money amountMinor={note.totalMinor} currency={note.currency} /> },
  {
    id: 'download',
    header: <span className="sr-only">Download</span>,
    cell: (note) => (
      <Button variant="outline" size="sm" disabled={pendingId === note.creditNoteId} onClick={() => onDownload(note)}>
        Download PDF<span className="sr-only"> of credit note {note.creditNoteNumber}</span>
      </Button>
    ),
  },
];

export function CreditNoteTable({ creditNotes, onDownload, pendingId = null, className, ...props }: CreditNoteTableProps) {
  const headingId = React.useId();
  return (
    <section aria-labelledby={headingId} data-slot="credit-note-table" className={cn('grid gap-3', className)} {...props}>
      <h2 id={headingId} className="text-lg font-semibold">
        Credit notes
      </h2>
      <DataTable
        slot="credit-note-rows"
        caption="My credit notes"
        density="comfortable"
        columns={columns(onDownload, pendingId)}
        rows={creditNotes}
        rowKey={(note) => String(note.creditNoteId)}
        emptyMessage="No credit notes: a refund of a paid invoice appears here."
      />
    </section>
  );
}
