import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { formatMoney } from '@portal/domain';
import { cn } from '../../lib/cn';

const moneyVariants = cva('tabular-nums', {
  variants: {
    emphasis: { normal: '', strong: 'font-semibold', total: 'text-lg font-bold' },
    tone: { default: '', discount: 'text-success' },
  },
  defaultVariants: { emphasis: 'normal', tone: 'default' },
});

export type MoneyProps = Omit<React.ComponentProps<'span'>, 'children'> &
  VariantProps<typeof moneyVariants> & {
    /** Amount in the currency's minor unit (ISO 4217 exponent; PKR 15,000 = 1500000), a whole number. */
    amountMinor: number;
    /** ISO 4217 code, e.g. 'PKR'. */
    currency: string;
    /** Shows the amount as a deduction ('- PKR 500'). @defaultValue false */
    negative?: boolean;
  };

/** An amount of money, formatted the same way everywhere (invoices, cart, vouchers) by the domain's `formatMoney`. */
export function Money({
  amountMinor,
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
      {formatMoney(amountMinor, currency)}
    </span>
  );
}
