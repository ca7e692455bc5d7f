import type { Blocker } from 'react-router-dom';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@portal/ui';

/** Says why the candidate cannot leave a mandatory profile yet; the only way on is to save it. */
export function LeaveBlockedDialog({
  blocker,
  open,
}: {
  blocker: Blocker;
  /** Shown only when the mandatory rule is what blocked the navigation. */
  open: boolean;
}) {
  const stay = () => {
    if (blocker.state === 'blocked') blocker.reset();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : stay())}>
      <DialogContent role="alertdialog" showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>Complete your profile first</DialogTitle>
          <DialogDescription>
            Your profile is required before you can use the portal. Fill in the required fields and
            press “Save profile”; then you can continue.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button onClick={stay}>Stay and complete my profile</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
