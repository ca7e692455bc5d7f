import * as React from 'react';
import { cva } from 'class-variance-authority';
import { Building2, CreditCard, Landmark, Receipt, Wallet, type LucideIcon } from 'lucide-react';
import { PaymentGateway, type PaymentGatewayOption } from '@portal/domain';
import { cn } from '../../lib/cn';
import { Skeleton } from '../../primitives/skeleton/skeleton';

const gatewayLabel: Record<PaymentGateway, string> = {
  [PaymentGateway.ubl]: 'UBL bank deposit',
  [PaymentGateway.payPro]: 'PayPro',
  [PaymentGateway.onCampus]: 'Pay on campus',
  [PaymentGateway.jazzCash]: 'JazzCash mobile account',
  [PaymentGateway.stripe]: 'Card (Stripe)',
  [PaymentGateway.paypal]: 'PayPal',
  [PaymentGateway.JazzCashCard]: 'Card (JazzCash)',
  [PaymentGateway.ublOtc]: 'UBL over the counter',
  [PaymentGateway.JazzCashOtc]: 'JazzCash voucher',
  [PaymentGateway.otc]: 'Over the counter',
  [PaymentGateway.meezanBank]: 'Meezan Bank',
};

/** Human label of a payment gateway (ubl 1 ... meezanBank 11). */
export function paymentGatewayLabel(gateway: PaymentGateway): string {
  return gatewayLabel[gateway];
}

const gatewayIcons: Record<PaymentGateway, LucideIcon> = {
  [PaymentGateway.ubl]: Landmark,
  [PaymentGateway.payPro]: CreditCard,
  [PaymentGateway.onCampus]: Building2,
  [PaymentGateway.jazzCash]: Wallet,
  [PaymentGateway.stripe]: CreditCard,
  [PaymentGateway.paypal]: CreditCard,
  [PaymentGateway.JazzCashCard]: CreditCard,
  [PaymentGateway.ublOtc]: Receipt,
  [PaymentGateway.JazzCashOtc]: Receipt,
  [PaymentGateway.otc]: Receipt,
  [PaymentGateway.meezanBank]: Landmark,
};

const optionVariants = cva(
  'flex items-center gap-3 rounded-lg border bg-card p-4 text-sm text-card-foreground transition-[color,background-color,border-color] has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
  {
    // The cursor is the variant's alone (cn() does not merge classes).
    variants: {
      checked: {
        true: 'border-primary ring-1 ring-primary',
        false: 'border-border hover:bg-muted',
      },
      disabled: { true: 'cursor-not-allowed opacity-60', false: 'cursor-pointer' },
    },
    defaultVariants: { checked: false, disabled: false },
  },
);

export type PaymentMethodPickerProps = Omit<React.ComponentProps<'fieldset'>, 'onChange'> & {
  /** Gateways offered for the invoice (GetPaymentGateways). */
  options: PaymentGatewayOption[];
  /** The chosen gateway, or null before a choice. */
  value: PaymentGateway | null;
  /** Called with the chosen gateway. */
  onValueChange?: (gateway: PaymentGateway) => void;
  /** Shows 3 skeleton options while gateways load. @defaultValue false */
  loading?: boolean;
  /** Legend of the group. @defaultValue 'Payment method' */
  legend?: string;
};

/** Choose how to pay an invoice; disabled gateways stay visible but cannot be chosen. */
export function PaymentMethodPicker({
  options,
  value,
  onValueChange,
  loading = false,
  legend = 'Payment method',
  className,
  ...props
}: PaymentMethodPickerProps) {
  const name = React.useId();
  return (
    <fieldset
      data-slot="payment-method-picker"
      className={cn('grid gap-2', className)}
      aria-busy={loading || undefined}
      {...props}
    >
      <legend className="mb-2 text-sm font-semibold text-foreground">{legend}</legend>
      {loading ? (
        <div className="grid gap-2 sm:grid-cols-2">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-16 w-full" />
          ))}
        </div>
      ) : options.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No payment method is available for this invoice.
        </p>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          {options.map((option) => {
            const Icon = gatewayIcons[option.PaymentGateway];
            const checked = option.PaymentGateway === value;
            return (
              <label
                key={option.PaymentGateway}
                className={optionVariants({ checked, disabled: !option.IsEnabled })}
              >
                <input
                  type="radio"
                  name={name}
                  className="size-4 accent-primary"
                  value={option.PaymentGateway}
                  checked={checked}
                  disabled={!option.IsEnabled}
                  onChange={() => onValueChange?.(option.PaymentGateway)}
                />
                <Icon aria-hidden className="size-5 text-muted-foreground" />
                <span className="flex-1 font-medium">
                  {option.Name || gatewayLabel[option.PaymentGateway]}
                </span>
                {!option.IsEnabled ? (
                  <span className="text-xs text-muted-foreground">Unavailable</span>
                ) : null}
              </label>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
