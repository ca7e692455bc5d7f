import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

const moneyVariants = cva('tabular-nums', {
  variants: {
    emphasis: { normal: '', strong: 'font-semibold', total: 'text-lg font-bold' },
    tone: { default: '', discount: 'text-success' },
  },
  defaultVariants: { emphasis: 'normal', tone: 'default' },
});

const formatters = new Map<string, Intl.NumberFormat>();

/** Formats an amount in a currency's major unit with the currency code (e.g. 'PKR 12,500'). */
export function formatAmount(amount: number, currency: string): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      maximumFractionDigits: 2,
      minimumFractionDigits: 0,
    });
    formatters.set(currency, formatter);
  }
  // Intl puts a no-break space after the code; a normal space prints and copies more predictably.
  return formatter.format(amount).replace(/\u00a0/g, ' ');
}

export type MoneyProps = Omit<React.ComponentProps<'span'>, 'children'> &
  VariantProps<typeof moneyVariants> & {
    /** Amount in the currency's major unit. */
    amount: number;
    /** ISO 4217 code, e.g. 'PKR'. */
    currency: string;
    /** Shows the amount as a deduction ('- PKR 500'). @defaultValue false */
    negative?: boolean;
  };

/** An amount of money, formatted the same way everywhere (invoices, cart, vouchers). */
export function Money({
  amount,
  currency,
  negative = false,
  emphasis,
  tone,
  className,
  ...props
}: MoneyProps) {
  return (
    <span data-slot="money" className={cn(moneyVariants({ emphasis, tone }), className)} {...props}>
      {negative ? '- ' : ''}
      {formatAmount(amount, currency)}
    </span>
  );
}
