import { PlaceholderPage } from '../../../shared/components/placeholder-page';

export default function MyInvoicesPage() {
  return <PlaceholderPage title="My Invoices" message="Your invoices will appear here." />;
}
