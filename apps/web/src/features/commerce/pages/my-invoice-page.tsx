import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { getInvoicePdf, invoiceQueryOptions } from '@portal/api';
import { Button, InlineAlert, PageSection } from '@portal/ui';
import { config } from '../../../shared/config';
import { apiClient } from '../../../shared/services';
import { useGuardedParams } from '../../../shared/routing/use-guarded-params';
import { encryptValue } from '../../../platform/crypto';
import { InvoiceSummarySection } from './invoice-summary-section';
import { InvoiceNotFound } from './invoice-not-found-page';
import { saveFile } from '../save-file';

/** spec 2: /dashboard/myInvoice/{invoiceId(enc)}: one invoice (payable while due), its printable copy and its PDF. */
export default function MyInvoicePage() {
  const { invoiceId = '' } = useGuardedParams();
  const id = Number(invoiceId);
  // The summary below reads the same query: the number names the file as the server's header does.
  const invoiceNumber = useQuery({ ...invoiceQueryOptions(apiClient, id), enabled: id > 0 }).data?.invoiceNumber;
  const download = useMutation({
    mutationFn: () => getInvoicePdf(apiClient, id),
    onSuccess: (file) => saveFile(file, `${invoiceNumber ?? `invoice-${id}`}.pdf`),
  });
  if (!Number.isInteger(id) || id <= 0) return <InvoiceNotFound />;
  return (
    <PageSection
      title="Invoice"
      actions={
        <div className="flex flex-wrap items-center gap-4">
          <Link className="text-primary underline" to={`/invoice/print/${encryptValue(String(id), config.routeEncryptionKey)}`}>
            Printable invoice
          </Link>
          <Button variant="outline" size="sm" disabled={download.isPending} onClick={() => download.mutate()}>
            {download.isPending ? 'Preparing PDF…' : 'Download PDF'}
          </Button>
        </div>
      }
    >
      {download.isError ? <InlineAlert variant="danger" title="The PDF could not be made. Please try again." /> : null}
      <InvoiceSummarySection invoiceId={id} />
    </PageSection>
  );
}
