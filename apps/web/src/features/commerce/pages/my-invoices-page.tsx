import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { creditNotesQueryOptions, getCreditNotePdf, invoicePageQueryOptions } from '@portal/api';
import { formatDate, type CreditNote } from '@portal/domain';
import { Button, EmptyState, InlineAlert, InvoiceRow, InvoiceRowHeader, ListSkeleton, Money, PageSection } from '@portal/ui';
import { config } from '../../../shared/config';
import { errorMessage } from '../../../shared/forms/use-zod-form';
import { apiClient } from '../../../shared/services';
import { encryptValue } from '../../../platform/crypto';
import { saveFile } from '../save-file';

const PAGE_SIZE = 10;

/** spec 2: /dashboard/myInvoices: the caller's invoices, newest first, a page at a time, with status badges. */
export default function MyInvoicesPage() {
  const [pageNumber, setPageNumber] = useState(1);
  const invoices = useQuery(invoicePageQueryOptions(apiClient, pageNumber, PAGE_SIZE));
  const navigate = useNavigate();
  const open = (invoiceId: number) => void navigate(`/dashboard/myInvoice/${encryptValue(String(invoiceId), config.routeEncryptionKey)}`);
  const total = invoices.data?.TotalRecords ?? 0;
  return (
    <PageSection title="My Invoices">
      {invoices.isPending ? <ListSkeleton kind="printableInvoice" /> : null}
      {invoices.isError ? <InlineAlert variant="danger" title="Your invoices did not load." message={errorMessage(invoices.error)} /> : null}
      {invoices.data && total === 0 ? <EmptyState avatar="norecord" message="You have no invoices yet." /> : null}
      {invoices.data && invoices.data.Invoices.length > 0 ? (
        <table className="w-full">
          <caption className="sr-only">My invoices</caption>
          <thead>
            <InvoiceRowHeader />
          </thead>
          <tbody>
            {invoices.data.Invoices.map((invoice) => (
              <InvoiceRow key={invoice.invoiceId} invoice={invoice} onView={() => open(invoice.invoiceId)} onPay={() => open(invoice.invoiceId)} />
            ))}
          </tbody>
        </table>
      ) : null}
      {total > PAGE_SIZE ? (
        <nav aria-label="Invoice pages" className="mt-4 flex items-center gap-2">
          <Button variant="outline" disabled={pageNumber === 1} onClick={() => setPageNumber(pageNumber - 1)}>
            Previous
          </Button>
          <span>
            Page {pageNumber} of {Math.ceil(total / PAGE_SIZE)}
          </span>
          <Button variant="outline" disabled={pageNumber * PAGE_SIZE >= total} onClick={() => setPageNumber(pageNumber + 1)}>
            Next
          </Button>
        </nav>
      ) : null}
      <CreditNotes />
    </PageSection>
  );
}

/**
 * The caller's credit notes (a refunded invoice's correction: issue 18), each naming its invoice,
 * with negative amounts, downloadable as the server's PDF like an invoice. Shown only when there are some.
 */
function CreditNotes() {
  const notes = useQuery(creditNotesQueryOptions(apiClient));
  const download = useMutation({
    mutationFn: async (note: CreditNote) => saveFile(await getCreditNotePdf(apiClient, note.creditNoteId), `${note.creditNoteNumber}.pdf`),
  });
  if (notes.isError) return <InlineAlert variant="danger" title="Your credit notes did not load." message={errorMessage(notes.error)} />;
  if (!notes.data || notes.data.CreditNotes.length === 0) return null;
  return (
    <section aria-labelledby="credit-notes-heading" className="mt-8 grid gap-3">
      <h2 id="credit-notes-heading" className="text-lg font-semibold">
        Credit notes
      </h2>
      {download.isError ? <InlineAlert variant="danger" title="The PDF could not be made. Please try again." /> : null}
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
          {notes.data.CreditNotes.map((note) => (
            <tr key={note.creditNoteId} className="border-t border-border" data-slot="credit-note-row">
              <th scope="row" className="px-4 py-3 text-left font-medium">{note.creditNoteNumber}</th>
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
                  aria-label={`Download credit note ${note.creditNoteNumber} as PDF`}
                  disabled={download.isPending && download.variables?.creditNoteId === note.creditNoteId}
                  onClick={() => download.mutate(note)}
                >
                  Download PDF
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
