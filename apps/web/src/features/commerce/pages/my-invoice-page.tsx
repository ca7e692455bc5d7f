import { EmptyState, PageSection } from '@portal/ui';
import { useGuardedParams } from '../../../shared/routing/use-guarded-params';

/** spec 2: /dashboard/myInvoice/{invoiceId(enc)}; the guards already decrypted the id. */
export default function MyInvoicePage() {
  const { invoiceId = '' } = useGuardedParams();
  return (
    <PageSection title="Invoice">
      <p data-testid="invoice-id">Invoice {invoiceId}</p>
      <EmptyState avatar="emptynotes" message="The invoice details will appear here." />
    </PageSection>
  );
}
