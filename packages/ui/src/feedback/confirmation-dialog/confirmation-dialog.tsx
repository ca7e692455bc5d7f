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

export type ConfirmationDialogProps = {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the dialog asks to open or close (Escape, overlay click, a button). */
  onOpenChange: (open: boolean) => void;
  /** The question, e.g. 'Delete this note?'. */
  title: string;
  /** What happens if the user confirms. */
  message: string;
  /**
   * The confirm button's text.
   * @defaultValue 'Yes'
   */
  confirmLabel?: string;
  /**
   * The cancel button's text.
   * @defaultValue 'No'
   */
  cancelLabel?: string;
  /**
   * Colours the confirm button red for irreversible actions.
   * @defaultValue false
   */
  destructive?: boolean;
  /** Called when the user confirms (the dialog then closes). */
  onConfirm: () => void;
  /** Called when the user cancels with the button (the dialog then closes). */
  onCancel?: () => void;
};

/** Asks the user to confirm an action (Title + Message, confirm and cancel). */
export function ConfirmationDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  destructive = false,
  onConfirm,
  onCancel,
}: ConfirmationDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-slot="confirmation-dialog" role="alertdialog" showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{message}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" onClick={onCancel}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant={destructive ? 'destructive' : 'primary'} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
