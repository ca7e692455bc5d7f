import { EmptyState, PageSection } from '@portal/ui';

/** spec 2: /dashboard/myInvoices; the list arrives with the invoices issue. */
export default function MyInvoicesPage() {
  return (
    <PageSection title="My Invoices">
      <EmptyState avatar="emptynotes" message="Your invoices will appear here." />
    </PageSection>
  );
}
