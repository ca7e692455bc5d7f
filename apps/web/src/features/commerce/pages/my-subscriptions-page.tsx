import { EmptyState, PageSection } from '@portal/ui';

/** spec 2: /dashboard/mySubscriptions; the list arrives with the subscriptions issue. */
export default function MySubscriptionsPage() {
  return (
    <PageSection title="My Subscriptions">
      <EmptyState avatar="emptynotes" message="Your subscriptions will appear here." />
    </PageSection>
  );
}
