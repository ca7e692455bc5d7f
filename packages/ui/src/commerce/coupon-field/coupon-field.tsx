import * as React from 'react';
import { cva } from 'class-variance-authority';
import { CircleCheck, Ticket } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';

/** idle: nothing applied yet; applied: the invoice carries the coupon; invalid: the server refused it. */
export type CouponFieldState = 'idle' | 'applied' | 'invalid';

const inputVariants = cva(
  'h-10 w-full min-w-0 rounded-md border bg-background px-3 text-sm text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60',
  {
    variants: {
      state: { idle: 'border-input', applied: 'border-success', invalid: 'border-destructive' },
    },
    defaultVariants: { state: 'idle' },
  },
);

export type CouponFieldProps = Omit<React.ComponentProps<'div'>, 'onSubmit'> & {
  /** Which of the three states to show. @defaultValue 'idle' */
  state?: CouponFieldState;
  /** The coupon code currently applied (state 'applied'), shown read-only. */
  appliedCode?: string;
  /** The invalid-coupon message to show in state 'invalid' (the application message, passed in). */
  errorMessage?: string;
  /** Initial text of the input. @defaultValue '' */
  defaultCode?: string;
  /** Disables the buttons while applying or removing. @defaultValue false */
  pending?: boolean;
  /** Called with the trimmed code when the user applies it. */
  onApply?: (code: string) => void;
  /** Called when the user removes the applied coupon. */
  onRemove?: () => void;
};

/** Coupon input for an invoice: apply a code, see it applied, or see why it was refused. */
export function CouponField({
  state = 'idle',
  appliedCode,
  errorMessage,
  defaultCode = '',
  pending = false,
  onApply,
  onRemove,
  className,
  ...props
}: CouponFieldProps) {
  const [code, setCode] = React.useState(defaultCode);
  const inputId = React.useId();
  const messageId = `${inputId}-message`;

  if (state === 'applied') {
    return (
      <div
        data-slot="coupon-field"
        data-state="applied"
        className={cn(
          'flex items-center justify-between gap-3 rounded-md border border-success p-3',
          className,
        )}
        {...props}
      >
        <p className="flex items-center gap-2 text-sm text-foreground">
          <CircleCheck aria-hidden className="size-5 text-success" />
          <span>
            Coupon <strong className="font-semibold">{appliedCode}</strong> applied
          </span>
        </p>
        <Button variant="outline" size="sm" disabled={pending} onClick={() => onRemove?.()}>
          Remove
        </Button>
      </div>
    );
  }

  const trimmed = code.trim();
  return (
    <div
      data-slot="coupon-field"
      data-state={state}
      className={cn('grid gap-1.5', className)}
      {...props}
    >
      <label htmlFor={inputId} className="text-sm font-medium text-foreground">
        Coupon code
      </label>
      <form
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed) onApply?.(trimmed);
        }}
      >
        <div className="relative flex-1">
          <Ticket
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <input
            id={inputId}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            placeholder="Enter coupon"
            autoComplete="off"
            aria-invalid={state === 'invalid' || undefined}
            aria-describedby={state === 'invalid' ? messageId : undefined}
            className={cn(inputVariants({ state }), 'pl-9')}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={pending || !trimmed}>
          Apply
        </Button>
      </form>
      {state === 'invalid' && errorMessage ? (
        <p id={messageId} role="alert" className="text-sm text-destructive">
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
