import { useState } from 'react';
import { ConfirmationDialog } from '../../feedback/message-dialog/message-dialog';
import { Button } from '../../primitives/button/button';

export type ClearStorageActionProps = {
  /** Clears the stored data (the app reloads the page afterwards). */
  onClear: () => void;
};

/**
 * spec 4's clear-browser-storage action, as a maintenance setting: what it does, and a
 * confirmation before it runs (it reloads the page).
 */
export function ClearStorageAction({ onClear }: ClearStorageActionProps) {
  const [asking, setAsking] = useState(false);
  return (
    <div data-slot="clear-storage-action" className="flex flex-col items-start gap-3">
      <p className="text-sm text-muted-foreground">
        If pages show old information or do not load properly, clearing the data this portal keeps
        in your browser (cached lists, messages and app details) can fix it. You stay signed in;
        the page reloads.
      </p>
      <Button variant="outline" onClick={() => setAsking(true)}>
        Clear browser storage
      </Button>
      <ConfirmationDialog
        open={asking}
        onOpenChange={setAsking}
        title="Clear browser storage?"
        message="The portal's stored data in this browser is removed and the page reloads. You stay signed in."
        confirmLabel="Clear and reload"
        cancelLabel="Cancel"
        onConfirm={onClear}
      />
    </div>
  );
}
