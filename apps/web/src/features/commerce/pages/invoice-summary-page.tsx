import { EmptyState, PageSection } from '@portal/ui';
import { useGuardedParams } from '../../../shared/routing/use-guarded-params';

/** spec 2: /dashboard/invoiceSummary/{invoiceId(enc)}, the renewal invoice summary. */
export default function InvoiceSummaryPage() {
  const { invoiceId = '' } = useGuardedParams();
  return (
    <PageSection title="Invoice Summary">
      <p data-testid="invoice-id">Invoice {invoiceId}</p>
      <EmptyState avatar="emptynotes" message="The renewal summary will appear here." />
    </PageSection>
  );
}
