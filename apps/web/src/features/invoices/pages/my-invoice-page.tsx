import { PlaceholderPage } from '../../../shared/components/placeholder-page';
import { useGuardedParams } from '../../../shared/use-guarded-params';

/** spec 2: /dashboard/myInvoice/{invoiceId(enc)}; the guards already decrypted the id. */
export default function MyInvoicePage() {
  const { invoiceId = '' } = useGuardedParams();
  return (
    <PlaceholderPage title="Invoice" message="The invoice details will appear here.">
      <p data-testid="invoice-id">Invoice {invoiceId}</p>
    </PlaceholderPage>
  );
}
