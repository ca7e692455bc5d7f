import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { resetAfterSubscriptionChange } from '@portal/api';
import { PageSection } from '@portal/ui';
import { queryClient } from '../../../shared/services';
import { resetInvoiceState } from '../invoice-state';

/**
 * spec 2: /Invoice/courseSubscribed resets the cart, invoice, course and e-book states, so the new
 * course is on the dashboard at once (with its package's features).
 */
export default function CourseSubscribedPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    resetInvoiceState();
    void resetAfterSubscriptionChange(queryClient).finally(() => setReady(true));
  }, []);
  return (
    <PageSection title="You are subscribed" description="Your payment is confirmed and the course is now in My Courses.">
      <Link className="font-semibold text-primary underline" to="/dashboard" aria-disabled={!ready}>
        Go to my courses
      </Link>
    </PageSection>
  );
}
