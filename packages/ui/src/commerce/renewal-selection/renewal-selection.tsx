import * as React from 'react';
import { formatDate, type SubscriptionRenewal } from '@portal/domain';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { EmptyState } from '../../feedback/empty-state/empty-state';
import { Money } from '../money/money';
import { SubscriptionStatusBadge } from '../subscription-status-badge/subscription-status-badge';

export type RenewalSelectionProps = Omit<React.ComponentProps<'fieldset'>, 'onChange'> & {
  /** SubscriptionRenewals; IsSelected gives the initial selection. */
  renewals: SubscriptionRenewal[];
  /** ISO 4217 currency of the amounts. */
  currency: string;
  /** Controlled selection (SubscriptionIds). Uncontrolled selections start from IsSelected. */
  selectedIds?: number[];
  /** Called with the new selection. */
  onSelectionChange?: (subscriptionIds: number[]) => void;
  /** Disables the action while the invoice is generated. @defaultValue false */
  pending?: boolean;
  /** Generates the renewal invoice for the selected subscriptions. */
  onGenerateInvoice?: (subscriptionIds: number[]) => void;
};

/** Choose which subscriptions to renew; only those with AllowRenewal can be chosen (spec section 6). */
export function RenewalSelection({
  renewals,
  currency,
  selectedIds,
  onSelectionChange,
  pending = false,
  onGenerateInvoice,
  className,
  ...props
}: RenewalSelectionProps) {
  const [uncontrolled, setUncontrolled] = React.useState<number[]>(() =>
    renewals
      .filter((renewal) => renewal.IsSelected && renewal.AllowRenewal)
      .map((renewal) => renewal.SubscriptionId),
  );
  const selected = selectedIds ?? uncontrolled;
  const setSelected = (next: number[]) => {
    if (selectedIds === undefined) setUncontrolled(next);
    onSelectionChange?.(next);
  };
  const total = renewals
    .filter((renewal) => selected.includes(renewal.SubscriptionId))
    .reduce((sum, renewal) => sum + renewal.AmountMinor, 0);

  if (renewals.length === 0) {
    return <EmptyState avatar="norecord" message="No subscription is due for renewal." />;
  }

  return (
    <fieldset data-slot="renewal-selection" className={cn('grid gap-3', className)} {...props}>
      <legend className="mb-2 text-base font-semibold text-foreground">
        Subscriptions to renew
      </legend>
      <ul className="grid gap-2">
        {renewals.map((renewal) => {
          const checked = selected.includes(renewal.SubscriptionId);
          const inputId = `renewal-${renewal.SubscriptionId}`;
          return (
            <li
              key={renewal.SubscriptionId}
              className={cn(
                'flex items-center gap-3 rounded-lg border bg-card p-4 text-card-foreground',
                checked ? 'border-primary' : 'border-border',
                !renewal.AllowRenewal && 'opacity-80',
              )}
            >
              <input
                id={inputId}
                type="checkbox"
                className="size-4 accent-primary"
                checked={checked}
                disabled={!renewal.AllowRenewal}
                onChange={(event) =>
                  setSelected(
                    event.target.checked
                      ? [...selected, renewal.SubscriptionId]
                      : selected.filter((id) => id !== renewal.SubscriptionId),
                  )
                }
              />
              <label htmlFor={inputId} className="min-w-0 flex-1">
                <span className="block font-medium">{renewal.CourseName}</span>
                <span className="block text-sm text-muted-foreground">
                  {renewal.PackageName}
                  {renewal.EndDate ? ` · Ends ${formatDate(renewal.EndDate)}` : ''}
                  {renewal.AllowRenewal ? '' : ' · Renewal not available'}
                </span>
              </label>
              <SubscriptionStatusBadge status={renewal.SubscriptionStatus} />
              <Money amountMinor={renewal.AmountMinor} currency={currency} emphasis="strong" />
            </li>
          );
        })}
      </ul>
      <div className="flex items-center justify-between gap-4 border-t border-border pt-3">
        <p className="text-sm text-foreground">
          {selected.length} selected · Total{' '}
          <Money amountMinor={total} currency={currency} emphasis="strong" />
        </p>
        {onGenerateInvoice ? (
          <Button
            disabled={pending || selected.length === 0}
            onClick={() => onGenerateInvoice(selected)}
          >
            Generate invoice
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}
