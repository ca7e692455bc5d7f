import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { creditNotesQueryOptions, getCreditNotePdf, invoicePageQueryOptions } from '@portal/api';
import type { CreditNote } from '@portal/domain';
import { Button, CreditNoteTable, EmptyState, InlineAlert, InvoiceRow, InvoiceRowHeader, ListSkeleton, PageSection } from '@portal/ui';
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
    <div className="mt-8 grid gap-3">
      {download.isError ? <InlineAlert variant="danger" title="The PDF could not be made. Please try again." /> : null}
      <CreditNoteTable creditNotes={notes.data.CreditNotes} onDownload={(note) => download.mutate(note)} pendingId={download.isPending ? (download.variables?.creditNoteId ?? null) : null} />
    </div>
  );
}
