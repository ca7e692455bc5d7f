import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { createSubscription, getCart } from '@portal/api';
import {
  checkoutDestination,
  invoiceInfoFromResult,
  shouldSkipSubscribing,
  splitSubscriptionErrors,
  type SubscriptionError,
  type SubscriptionResult,
} from '@portal/domain';
import { GlobalLoader, PageSection } from '@portal/ui';
import { config } from '../../../shared/config';
import { useGuardedParams } from '../../../shared/routing/use-guarded-params';
import { apiClient } from '../../../shared/services';
import { encryptValue } from '../../../platform/crypto';
import { readInvoiceInfo, saveInvoiceInfo, saveReferrer } from '../invoice-state';

export const invoiceSummaryPath = (invoiceId: number) => `/invoice/invoiceSummary?invoice=${encryptValue(String(invoiceId), config.routeEncryptionKey)}`;

function CourseList({ title, entries }: { title: string; entries: readonly SubscriptionError[] }) {
  if (entries.length === 0) return null;
  return (
    <section aria-label={title} className="mt-4">
      <h2 className="text-lg font-semibold">{title}</h2>
      <ul className="list-disc pl-6">
        {entries.map((entry) => (
          <li key={`${entry.SOSId}-${entry.SOSPaymentPlanId}`}>
            Course {entry.SOSId}: {entry.Reason ?? 'Eligible for subscription.'}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * spec 2: /invoice/checkOut/{cartId}/{referrer(enc)}: stores the referrer, subscribes from the cart
 * (skipped when the cart is the one of the stored invoice) and acts on the result status.
 */
export default function CheckoutPage() {
  const { cartId = '', referrer = '' } = useGuardedParams();
  const navigate = useNavigate();
  const [stayed, setStayed] = useState<SubscriptionResult | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    saveReferrer(referrer);
    const stored = readInvoiceInfo();
    if (stored?.InvoiceId && shouldSkipSubscribing(cartId, stored.cartId)) {
      void navigate(invoiceSummaryPath(stored.InvoiceId), { replace: true });
      return;
    }
    void (async () => {
      let result: SubscriptionResult | null = null;
      try {
        const cart = await getCart(apiClient, cartId);
        result = await createSubscription(apiClient, { cartId, instituteId: cart.instituteId });
      } catch {
        result = null;
      }
      const destination = checkoutDestination(result);
      if (result && result.ResponseStatus !== 0) saveInvoiceInfo(invoiceInfoFromResult(cartId, result));
      if (destination.to === 'invoiceSummary') void navigate(invoiceSummaryPath(destination.invoiceId), { replace: true });
      else if (destination.to === 'courseSubscribed') void navigate('/Invoice/courseSubscribed', { replace: true });
      else if (destination.to === 'dashboard') void navigate('/dashboard', { replace: true });
      else if (destination.to === 'invoiceNotFound') void navigate('/invoice/notFound', { replace: true });
      else setStayed(result);
    })();
  }, [cartId, referrer, navigate]);

  if (!stayed) return <GlobalLoader active label="Checking out…" />;
  const { eligible, ineligible } = splitSubscriptionErrors(stayed.SubscriptionsError);
  return (
    <PageSection title="Checkout" description="None of the courses in your cart can be subscribed to right now.">
      <CourseList title="Eligible courses" entries={eligible} />
      <CourseList title="Courses you cannot subscribe to" entries={ineligible} />
      <div className="mt-4 flex gap-2">
        <Link className="text-primary underline" to="/catalogue">
          Back to the catalogue
        </Link>
        <Link className="text-primary underline" to="/dashboard">
          Go to the dashboard
        </Link>
      </div>
    </PageSection>
  );
}
