import { useSearchParams } from 'react-router-dom';
import { PageSection } from '@portal/ui';
import { config } from '../../../shared/config';
import { useGuardedParams } from '../../../shared/routing/use-guarded-params';
import { decryptValue } from '../../../platform/crypto';
import { readInvoiceInfo } from '../invoice-state';
import { InvoiceSummarySection } from './invoice-summary-section';
import { InvoiceNotFound } from './invoice-not-found-page';

/**
 * spec 2: /invoice/invoiceSummary (the checkout's invoice: its encrypted id in `?invoice=`, else the
 * stored invoice info) and /dashboard/invoiceSummary/{invoiceId(enc)} (a renewal invoice).
 */
export default function InvoiceSummaryPage() {
  const { invoiceId: fromPath } = useGuardedParams();
  const [search] = useSearchParams();
  const fromQuery = search.get('invoice');
  const decrypted = fromPath ?? (fromQuery ? decryptValue(fromQuery, config.routeEncryptionKey) : String(readInvoiceInfo()?.InvoiceId ?? ''));
  const invoiceId = Number(decrypted);
  const notice = search.get('payment') === 'failed' ? 'Your payment did not go through. The invoice is still due: you can pay again.' : null;
  if (!Number.isInteger(invoiceId) || invoiceId <= 0) return <InvoiceNotFound />;
  return (
    <PageSection title="Invoice Summary">
      <InvoiceSummarySection invoiceId={invoiceId} notice={notice} />
    </PageSection>
  );
}
