import * as React from 'react';
import {
  ValidationBounds,
  ValidationMessageKey,
  formatDuration,
  validationMessage,
} from '@portal/domain';
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
import { Textarea } from '../../primitives/textarea/textarea';

export type NoteEditorDialogProps = {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the dialog asks to open or close (Cancel, Escape, X, overlay click). */
  onOpenChange: (open: boolean) => void;
  /** The title of the video or reading the note is on. */
  contentTitle: string;
  /** The note being edited; absent when a new note is written. */
  initialNote?: string;
  /** The second of the video the note is taken at; null or absent on a reading. */
  videoTimeSeconds?: number | null;
  /** Error from the server, shown above the buttons. */
  errorMessage?: string;
  /** Disables saving while the note is sent. @defaultValue false */
  pending?: boolean;
  /** Longest note accepted. @defaultValue ValidationBounds.longText.max (CreateNoteRequest) */
  maxLength?: number;
  /** Called with the trimmed note when the candidate saves it. */
  onSubmit?: (note: string) => void;
};

/** Writes a new note on a video or reading, or edits one (CreateNote / UpdateNote). */
export function NoteEditorDialog({
  open,
  onOpenChange,
  contentTitle,
  initialNote,
  videoTimeSeconds,
  ...form
}: NoteEditorDialogProps) {
  const editing = initialNote !== undefined;
  const at =
    videoTimeSeconds === null || videoTimeSeconds === undefined
      ? null
      : formatDuration(videoTimeSeconds);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-slot="note-editor-dialog">
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit note' : 'Add a note'}</DialogTitle>
          <DialogDescription>
            On {contentTitle}
            {at ? `, at ${at} of the video` : ''}.
          </DialogDescription>
        </DialogHeader>
        {/* The content unmounts when closed: each opening starts from the note given. */}
        <NoteForm initialNote={initialNote} {...form} />
      </DialogContent>
    </Dialog>
  );
}

function NoteForm({
  initialNote,
  errorMessage,
  pending = false,
  maxLength = ValidationBounds.longText.max,
  onSubmit,
}: Pick<
  NoteEditorDialogProps,
  'initialNote' | 'errorMessage' | 'pending' | 'maxLength' | 'onSubmit'
>) {
  const editing = initialNote !== undefined;
  const [note, setNote] = React.useState(initialNote ?? '');
  const [missing, setMissing] = React.useState(false);
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = note.trim();
        if (!trimmed) {
          setMissing(true);
          return;
        }
        onSubmit?.(trimmed);
      }}
    >
      <Textarea
        label="Note"
        required
        value={note}
        onChange={(event) => {
          setNote(event.target.value);
          if (event.target.value.trim()) setMissing(false);
        }}
        rows={5}
        maxLength={maxLength}
        error={
          missing ? validationMessage(ValidationMessageKey.required, { field: 'Note' }) : undefined
        }
        placeholder="For example: resolution, not magnification, decides what we can tell apart."
      />
      {errorMessage ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage}
        </p>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {editing ? 'Save changes' : 'Save note'}
        </Button>
      </DialogFooter>
    </form>
  );
}
