import { PlaceholderPage } from '../../../shared/components/placeholder-page';

export default function NotificationsPage() {
  return <PlaceholderPage title="Notifications" message="Your notifications will appear here." />;
}
