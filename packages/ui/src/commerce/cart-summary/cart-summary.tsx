import * as React from 'react';
import { cva } from 'class-variance-authority';
import { CircleAlert, Trash2 } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../primitives/card/card';
import { Money } from '../money/money';
import { Skeleton } from '../../primitives/skeleton/skeleton';

/** A course in the cart, resolved for display (the cart itself only holds four short codes). */
export type CartSummaryItem = {
  /** Stable key (e.g. the course code). */
  id: string;
  /** Course name. */
  courseName: string;
  /** Package and payment plan line. */
  planName?: string;
  /** Price in minor units of the cart currency. */
  amountMinor: number;
  /** Marks a course that came back with IsCourseValid false. @defaultValue false */
  ineligible?: boolean;
  /** Why the course cannot be subscribed (shown when ineligible). */
  reason?: string | null;
};

const itemVariants = cva('flex items-start gap-3 py-3', {
  variants: { ineligible: { true: 'text-muted-foreground', false: 'text-foreground' } },
  defaultVariants: { ineligible: false },
});

export type CartSummaryProps = React.ComponentProps<'div'> & {
  /** Courses in the cart. */
  items: CartSummaryItem[];
  /** ISO 4217 currency of the amounts. */
  currency: string;
  /** Shows skeletons while the cart loads. @defaultValue false */
  loading?: boolean;
  /** Disables checkout while the subscription is being created. @defaultValue false */
  pending?: boolean;
  /** Removes a course from the cart. */
  onRemove?: (item: CartSummaryItem) => void;
  /** Creates the subscription from the cart. */
  onCheckout?: () => void;
};

/** The cart before checkout: eligible courses count towards the total, ineligible ones say why. */
export function CartSummary({
  items,
  currency,
  loading = false,
  pending = false,
  onRemove,
  onCheckout,
  className,
  ...props
}: CartSummaryProps) {
  const eligible = items.filter((item) => !item.ineligible);
  const total = eligible.reduce((sum, item) => sum + item.amountMinor, 0);
  return (
    <Card data-slot="cart-summary" className={cn('w-full max-w-lg', className)} {...props}>
      <CardHeader>
        <CardTitle>Your cart</CardTitle>
      </CardHeader>
      <CardContent>
        {loading ? (
          <div aria-busy="true" className="grid gap-3">
            <span className="sr-only">Loading cart</span>
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-12 w-full" />
            ))}
          </div>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">Your cart is empty.</p>
        ) : (
          <ul className="divide-y divide-border">
            {items.map((item) => (
              <li key={item.id} className={itemVariants({ ineligible: Boolean(item.ineligible) })}>
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{item.courseName}</p>
                  {item.planName ? (
                    <p className="text-sm text-muted-foreground">{item.planName}</p>
                  ) : null}
                  {item.ineligible ? (
                    <p className="mt-1 flex items-center gap-1.5 text-sm text-destructive">
                      <CircleAlert aria-hidden className="size-4" />
                      {item.reason ?? 'This course cannot be subscribed.'}
                    </p>
                  ) : null}
                </div>
                <Money
                  amountMinor={item.amountMinor}
                  currency={currency}
                  className={item.ineligible ? 'line-through' : undefined}
                />
                {onRemove ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${item.courseName}`}
                    onClick={() => onRemove(item)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter stacked className="border-t border-border pt-4">
        <p className="flex items-center justify-between text-sm text-foreground">
          <span className="font-semibold">Total</span>
          <Money amountMinor={total} currency={currency} emphasis="total" />
        </p>
        {onCheckout ? (
          <Button onClick={onCheckout} disabled={loading || pending || eligible.length === 0}>
            Checkout
          </Button>
        ) : null}
      </CardFooter>
    </Card>
  );
}
