import { Link } from 'react-router-dom';
import { PageSection } from '@portal/ui';
import { config } from '../../../shared/config';
import { useGuardedParams } from '../../../shared/routing/use-guarded-params';
import { encryptValue } from '../../../platform/crypto';
import { InvoiceSummarySection } from './invoice-summary-section';
import { InvoiceNotFound } from './invoice-not-found-page';

/** spec 2: /dashboard/myInvoice/{invoiceId(enc)}: one invoice (payable while due), and its printable copy. */
export default function MyInvoicePage() {
  const { invoiceId = '' } = useGuardedParams();
  const id = Number(invoiceId);
  if (!Number.isInteger(id) || id <= 0) return <InvoiceNotFound />;
  return (
    <PageSection
      title="Invoice"
      actions={
        <Link className="text-primary underline" to={`/invoice/print/${encryptValue(String(id), config.routeEncryptionKey)}`}>
          Printable invoice
        </Link>
      }
    >
      <InvoiceSummarySection invoiceId={id} />
    </PageSection>
  );
}
