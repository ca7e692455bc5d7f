import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { CalendarClock } from 'lucide-react';
import { formatDate } from '@portal/domain';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { Money } from '../money/money';

const bannerVariants = cva('flex flex-wrap items-center gap-3 rounded-lg border p-4 text-sm', {
  variants: {
    urgency: {
      soon: 'border-border bg-card text-card-foreground',
      today: 'border-destructive bg-card text-card-foreground',
    },
  },
  defaultVariants: { urgency: 'soon' },
});

export type PaymentReminderBannerProps = Omit<React.ComponentProps<'section'>, 'children'> &
  VariantProps<typeof bannerVariants> & {
    /** The invoice's number (INV-2026-000123, or its pro-forma reference); absent for a renewal. */
    invoiceNumber?: string;
    /** The invoice total in minor units of `currency` (with `invoiceNumber`). */
    totalMinor?: number;
    /** ISO 4217 code of the total. */
    currency?: string;
    /**
     * Without an invoice: the course whose subscription ends (spec 4's payment-due rule), named in
     * the text; the due date is then the course's end date.
     */
    courseName?: string;
    /** The invoice's due date, or the course's end date (ISO). */
    dueDate: string;
    /** Whole days from today to the due day (0 = due today, below 0 = overdue). */
    daysLeft: number;
    /** The action's label: "Pay now" for an invoice, e.g. "Renew" for a course. */
    actionLabel?: string;
    /** Opens the invoice (or the renewal) to pay it. */
    onPay: () => void;
  };

const whenDue = (daysLeft: number) =>
  daysLeft < 0
    ? 'overdue'
    : daysLeft === 0 ? 'today' : daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`;

/** A due invoice nearing its due date, on the dashboard: what, how much, when, and Pay now. */
export function PaymentReminderBanner({
  invoiceNumber,
  totalMinor,
  currency,
  courseName,
  dueDate,
  daysLeft,
  actionLabel = 'Pay now',
  onPay,
  urgency,
  className,
  ...props
}: PaymentReminderBannerProps) {
  const titleId = React.useId();
  return (
    <section
      data-slot="payment-reminder-banner"
      aria-labelledby={titleId}
      className={cn(
        bannerVariants({ urgency: urgency ?? (daysLeft <= 0 ? 'today' : 'soon') }),
        className,
      )}
      {...props}
    >
      <CalendarClock aria-hidden className="size-5 shrink-0 text-primary" />
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="font-semibold">
          Payment due {whenDue(daysLeft)}
        </h2>
        {invoiceNumber !== undefined && totalMinor !== undefined && currency !== undefined ? (
          <p>
            Invoice {invoiceNumber} for{' '}
            <Money amountMinor={totalMinor} currency={currency} emphasis="strong" /> is due on{' '}
            <time dateTime={dueDate.slice(0, 10)}>{formatDate(dueDate)}</time>. Pay it to keep your
            course.
          </p>
        ) : (
          <p>
            Your subscription to <strong>{courseName}</strong>{' '}
            {daysLeft < 0 ? 'ended' : 'ends'} on{' '}
            <time dateTime={dueDate.slice(0, 10)}>{formatDate(dueDate)}</time>. Renew it to keep
            your course.
          </p>
        )}
      </div>
      <Button size="sm" onClick={onPay}>
        {actionLabel}
      </Button>
    </section>
  );
}
