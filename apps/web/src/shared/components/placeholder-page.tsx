import { EmptyState } from '@portal/ui';

export interface PlaceholderPageProps {
  title: string;
  /** What the page will hold, shown under the empty state. */
  message: string;
  children?: React.ReactNode;
}

/**
 * A routed, guarded page whose content arrives with a later issue (invoices, subscriptions,
 * notifications, profile). It belongs to the app, not packages/ui: it only frames EmptyState.
 */
export function PlaceholderPage({ title, message, children }: PlaceholderPageProps) {
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-4">
      <h1 id="page-title" className="text-2xl font-semibold">
        {title}
      </h1>
      {children}
      <EmptyState avatar="emptynotes" message={message} />
    </section>
  );
}
