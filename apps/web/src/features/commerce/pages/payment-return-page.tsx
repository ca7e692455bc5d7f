import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { verifyPayment } from '@portal/api';
import { SubscriptionResponseStatus } from '@portal/domain';
import { GlobalLoader } from '@portal/ui';
import { useGuardedParams } from '../../../shared/routing/use-guarded-params';
import { apiClient } from '../../../shared/services';
import { invoiceSummaryPath } from './checkout-page';
import { InvoiceNotFound } from './invoice-not-found-page';

/**
 * Ours: where a gateway's hosted page sends the candidate back. VerifyPayment confirms the attempt
 * (a no-op when the provider's notification already did): paid -> /Invoice/courseSubscribed;
 * otherwise back to the invoice summary, which says the invoice is still due.
 */
export default function PaymentReturnPage() {
  const { transactionId = '' } = useGuardedParams();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    verifyPayment(apiClient, transactionId)
      .then((result) => {
        if (result.ResponseStatus === SubscriptionResponseStatus.courseRegistered) void navigate('/Invoice/courseSubscribed', { replace: true });
        else void navigate(`${invoiceSummaryPath(result.Invoice.invoiceId)}&payment=failed`, { replace: true });
      })
      .catch(() => setFailed(true));
  }, [transactionId, navigate]);
  return failed ? <InvoiceNotFound /> : <GlobalLoader active label="Checking your payment…" />;
}
