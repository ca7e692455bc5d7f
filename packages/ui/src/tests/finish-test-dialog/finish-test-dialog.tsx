import * as React from 'react';
import { Button } from '../../primitives/button/button';
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

export type FinishTestDialogProps = {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. @defaultValue false */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog (rendered through DialogTrigger asChild). */
  trigger?: React.ReactNode;
  /** Questions the candidate has answered. */
  answeredCount: number;
  /** Questions in the test. */
  totalCount: number;
  /**
   * The finish-test confirmation text (application message 82; its wording is not in the spec, so
   * the portal passes the loaded message). @defaultValue 'Are you sure you want to finish this test?'
   */
  message?: string;
  /** Disables the confirm button while the test is being submitted. @defaultValue false */
  pending?: boolean;
  /** Called when the candidate confirms finishing the test. */
  onConfirm?: () => void;
  /**
   * Replaces the answered count, for a test without a fixed number of questions (an adaptive test
   * ended before its stop rule says what that costs).
   */
  summary?: React.ReactNode;
};

/** Confirmation before submitting a test; warns how many questions are still unanswered. */
export function FinishTestDialog({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  answeredCount,
  totalCount,
  message = 'Are you sure you want to finish this test?',
  pending = false,
  onConfirm,
  summary,
}: FinishTestDialogProps) {
  const unanswered = Math.max(0, totalCount - answeredCount);
  return (
    <Dialog open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent data-slot="finish-test-dialog">
        <DialogHeader>
          <DialogTitle>Finish test</DialogTitle>
          <DialogDescription>{message}</DialogDescription>
        </DialogHeader>
        {summary !== undefined ? (
          <p className="text-sm text-foreground">{summary}</p>
        ) : (
          <p className="text-sm text-foreground">
            You answered <strong>{answeredCount}</strong> of <strong>{totalCount}</strong>{' '}
            questions.
            {unanswered > 0 ? (
              <span className="mt-1 block font-medium text-destructive">
                {unanswered} question{unanswered === 1 ? ' is' : 's are'} not answered yet.
              </span>
            ) : null}
          </p>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Continue test</Button>
          </DialogClose>
          <Button disabled={pending} onClick={() => onConfirm?.()}>
            Finish test
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
