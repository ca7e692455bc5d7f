import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { generateInvoice, renewalsQueryOptions, resetAfterSubscriptionChange, unSubscribe } from '@portal/api';
import { AlertType, ApplicationMessageId, SubscriptionFilter, SubscriptionState } from '@portal/domain';
import { EmptyState, InlineAlert, ListSkeleton, PageSection, SubscriptionCard } from '@portal/ui';
import { config } from '../../../shared/config';
import { errorMessage } from '../../../shared/forms/use-zod-form';
import { useMessageText } from '../../../shared/messages/messages-store';
import { apiClient, feedback, queryClient } from '../../../shared/services';
import { encryptValue } from '../../../platform/crypto';

/**
 * spec 2: /dashboard/mySubscriptions: active or archived, all or only renewable (spec 6: renewal only
 * when AllowRenewal); Renew makes a renewal invoice (/dashboard/invoiceSummary/{invoiceId(enc)});
 * unsubscribing asks first (message 190) and resets my courses and my e-books.
 */
export default function MySubscriptionsPage() {
  const [state, setState] = useState<SubscriptionState>(SubscriptionState.active);
  const [filter, setFilter] = useState<SubscriptionFilter>(SubscriptionFilter.all);
  const subscriptions = useQuery(renewalsQueryOptions(apiClient, state, filter));
  const confirmation = useMessageText(ApplicationMessageId.courseUnsubscribeConfirmation);
  const navigate = useNavigate();
  const renew = useMutation({
    mutationFn: (subscriptionId: number) => generateInvoice(apiClient, { SubscriptionIds: [subscriptionId] }),
    onSuccess: (result) => {
      if (result.InvoiceId) void navigate(`/dashboard/invoiceSummary/${encryptValue(String(result.InvoiceId), config.routeEncryptionKey)}`);
    },
  });
  const leave = useMutation({
    mutationFn: (candidateSOSId: number) => unSubscribe(apiClient, candidateSOSId),
    onSuccess: async () => {
      await resetAfterSubscriptionChange(queryClient);
      feedback.alert(AlertType.success, 'You have unsubscribed. The course has left your courses.');
    },
  });
  const list = subscriptions.data?.SubscriptionRenewals ?? [];
  return (
    <PageSection title="My Subscriptions">
      <div className="mb-4 flex flex-wrap gap-4">
        <label className="flex items-center gap-2 text-sm">
          Show
          <select className="rounded border border-input bg-background p-1" value={state} onChange={(event) => setState(Number(event.target.value) as SubscriptionState)}>
            <option value={SubscriptionState.active}>Active</option>
            <option value={SubscriptionState.archived}>Archived</option>
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={filter === SubscriptionFilter.renewal} onChange={(event) => setFilter(event.target.checked ? SubscriptionFilter.renewal : SubscriptionFilter.all)} />
          Only renewable
        </label>
      </div>
      {subscriptions.isPending ? <ListSkeleton kind="coursesList" /> : null}
      {subscriptions.isError ? <InlineAlert variant="danger" title="Your subscriptions did not load." message={errorMessage(subscriptions.error)} /> : null}
      {subscriptions.data && list.length === 0 ? <EmptyState avatar="norecord" message="No subscriptions to show." /> : null}
      {renew.isError ? <InlineAlert variant="danger" title="The renewal invoice was not made." message={errorMessage(renew.error)} /> : null}
      {leave.isError ? <InlineAlert variant="danger" title="You were not unsubscribed." message={errorMessage(leave.error)} /> : null}
      <div className="grid gap-3">
        {list.map((subscription) => (
          <SubscriptionCard
            key={subscription.SubscriptionId}
            courseName={subscription.CourseName}
            headingLevel={2}
            packageName={subscription.PackageName}
            status={subscription.SubscriptionStatus}
            endDate={subscription.EndDate}
            allowRenewal={subscription.AllowRenewal}
            unsubscribeConfirmation={confirmation}
            pending={renew.isPending || leave.isPending}
            onRenew={() => renew.mutate(subscription.SubscriptionId)}
            onUnsubscribe={state === SubscriptionState.active ? () => leave.mutate(subscription.CandidateSOSId) : undefined}
          />
        ))}
      </div>
    </PageSection>
  );
}
