import { PlaceholderPage } from '../../../shared/components/placeholder-page';

export default function MySubscriptionsPage() {
  return (
    <PlaceholderPage title="My Subscriptions" message="Your subscriptions will appear here." />
  );
}
