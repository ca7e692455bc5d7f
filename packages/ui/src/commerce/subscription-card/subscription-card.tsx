import * as React from 'react';
import { CalendarDays } from 'lucide-react';
import { formatDate, type SubscriptionStatus } from '@portal/domain';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../primitives/card/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../primitives/dialog/dialog';
import { SubscriptionStatusBadge } from '../subscription-status-badge/subscription-status-badge';

export type SubscriptionCardProps = React.ComponentProps<'div'> & {
  /** Course name. */
  courseName: string;
  /** Package name. */
  packageName?: string;
  /** SubscriptionStatus (Active 1 ... Expired 7). */
  status: SubscriptionStatus;
  /** Subscription end date (ISO), shown as DD-MMM-YYYY. */
  endDate?: string | null;
  /** AllowRenewal: the Renew action shows only when set (spec section 6). @defaultValue false */
  allowRenewal?: boolean;
  /**
   * The unsubscribe confirmation (application message 190, wording passed in).
   * @defaultValue 'Are you sure you want to unsubscribe from this course?'
   */
  unsubscribeConfirmation?: string;
  /** Disables the actions while a request runs. @defaultValue false */
  pending?: boolean;
  /** Starts a renewal. */
  onRenew?: () => void;
  /** Unsubscribes after the candidate confirms; the button hides when absent. */
  onUnsubscribe?: () => void;
  /** The course name's heading level, to fit the page's outline (axe: heading-order). @defaultValue 3 */
  headingLevel?: 2 | 3 | 4;
};

/** A course subscription in My Subscriptions, with renew (when allowed) and unsubscribe (confirmed). */
export function SubscriptionCard({
  courseName,
  packageName,
  status,
  endDate,
  allowRenewal = false,
  unsubscribeConfirmation = 'Are you sure you want to unsubscribe from this course?',
  pending = false,
  onRenew,
  onUnsubscribe,
  headingLevel = 3,
  className,
  ...props
}: SubscriptionCardProps) {
  const [confirmOpen, setConfirmOpen] = React.useState(false);
  return (
    <Card
      data-slot="subscription-card"
      data-status={status}
      className={cn('w-full max-w-md', className)}
      {...props}
    >
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle level={headingLevel} size="sm">
            {courseName}
          </CardTitle>
          <SubscriptionStatusBadge status={status} />
        </div>
        {packageName ? <CardDescription>{packageName}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        {endDate ? (
          <p className="flex items-center gap-2 text-sm text-foreground">
            <CalendarDays aria-hidden className="size-4 text-muted-foreground" />
            Ends on <time dateTime={endDate}>{formatDate(endDate)}</time>
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">No end date</p>
        )}
      </CardContent>
      {(allowRenewal && onRenew) || onUnsubscribe ? (
        <CardFooter className="justify-end gap-2">
          {onUnsubscribe ? (
            <Dialog open={confirmOpen} onOpenChange={setConfirmOpen}>
              <DialogTrigger asChild>
                <Button variant="outline" disabled={pending}>
                  Unsubscribe
                </Button>
              </DialogTrigger>
              <DialogContent>
                <DialogHeader>
                  <DialogTitle>Unsubscribe from {courseName}?</DialogTitle>
                  <DialogDescription>{unsubscribeConfirmation}</DialogDescription>
                </DialogHeader>
                <DialogFooter>
                  <DialogClose asChild>
                    <Button variant="outline">Keep subscription</Button>
                  </DialogClose>
                  <Button
                    variant="destructive"
                    disabled={pending}
                    onClick={() => {
                      setConfirmOpen(false);
                      onUnsubscribe();
                    }}
                  >
                    Unsubscribe
                  </Button>
                </DialogFooter>
              </DialogContent>
            </Dialog>
          ) : null}
          {allowRenewal && onRenew ? (
            <Button onClick={onRenew} disabled={pending}>
              Renew
            </Button>
          ) : null}
        </CardFooter>
      ) : null}
    </Card>
  );
}
