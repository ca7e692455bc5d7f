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

export type MessageDialogProps = {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the dialog asks to open or close (a button, Escape, X, overlay click). */
  onOpenChange: (open: boolean) => void;
  /** The Title: what happened, or the question, e.g. 'Delete this note?'. */
  title: string;
  /** The Message: what it means, or what happens if the user confirms. */
  message: string;
  /**
   * The main button's text.
   * @defaultValue 'OK'
   */
  confirmLabel?: string;
  /**
   * Adds a cancel button with this text, and the dialog asks a question: an alertdialog with no X,
   * answered with a button (or Escape). Without it the dialog only tells (spec: popup models carry
   * Title and Message) and can also be closed with its X.
   */
  cancelLabel?: string;
  /**
   * Colours the main button red for irreversible actions.
   * @defaultValue false
   */
  destructive?: boolean;
  /** Called when the user presses the main button (the dialog then closes). */
  onConfirm?: () => void;
  /** Called when the user presses the cancel button (the dialog then closes). */
  onCancel?: () => void;
};

/** A Title and Message in a dialog: a message closed with OK, or a question with confirm and cancel. */
export function MessageDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel = 'OK',
  cancelLabel,
  destructive = false,
  onConfirm,
  onCancel,
}: MessageDialogProps) {
  const asks = cancelLabel !== undefined;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="message-dialog"
        // Radix gives role="dialog"; only a question overrides it.
        {...(asks ? { role: 'alertdialog' } : {})}
        showCloseButton={!asks}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{message}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          {asks ? (
            <DialogClose asChild>
              <Button variant="outline" onClick={onCancel}>
                {cancelLabel}
              </Button>
            </DialogClose>
          ) : null}
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

export type ConfirmationDialogProps = MessageDialogProps;

/**
 * MessageDialog asking a question: always with a cancel button, labelled 'Yes' and 'No' unless
 * given. The name the portal's confirmations use.
 */
export function ConfirmationDialog({
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  ...props
}: ConfirmationDialogProps) {
  return <MessageDialog confirmLabel={confirmLabel} cancelLabel={cancelLabel} {...props} />;
}
