import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { invoicePageQueryOptions } from '@portal/api';
import { Button, EmptyState, InlineAlert, InvoiceRow, InvoiceRowHeader, ListSkeleton, PageSection } from '@portal/ui';
import { config } from '../../../shared/config';
import { errorMessage } from '../../../shared/forms/use-zod-form';
import { apiClient } from '../../../shared/services';
import { encryptValue } from '../../../platform/crypto';

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
    </PageSection>
  );
}
