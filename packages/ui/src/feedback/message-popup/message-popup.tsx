import { Button } from '../../primitives/button/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../primitives/dialog/dialog';

export type MessagePopupProps = {
  /** Whether the popup is shown. */
  open: boolean;
  /** Called when the popup asks to close (OK, Escape, X, overlay click). */
  onOpenChange: (open: boolean) => void;
  /** The popup's Title. */
  title: string;
  /** The popup's Message. */
  message: string;
  /**
   * The button's text.
   * @defaultValue 'OK'
   */
  okLabel?: string;
};

/** A message in a dialog (spec: popup models carry Title and Message), closed with one button. */
export function MessagePopup({
  open,
  onOpenChange,
  title,
  message,
  okLabel = 'OK',
}: MessagePopupProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-slot="message-popup">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{message}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button>{okLabel}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
