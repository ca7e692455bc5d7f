import { PlaceholderPage } from '../../../shared/components/placeholder-page';
import { useGuardedParams } from '../../../shared/use-guarded-params';

/** spec 2: /dashboard/invoiceSummary/{invoiceId(enc)}, the renewal invoice summary. */
export default function InvoiceSummaryPage() {
  const { invoiceId = '' } = useGuardedParams();
  return (
    <PlaceholderPage title="Invoice Summary" message="The renewal summary will appear here.">
      <p data-testid="invoice-id">Invoice {invoiceId}</p>
    </PlaceholderPage>
  );
}
