import { useEffect, useState } from 'react';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FilePicker,
  TextInput,
} from '@portal/ui';
import { fieldErrors, SaveAcademicDocumentRequest, ValidationBounds } from '@portal/domain';
import { messageText } from '../../../shared/messages/messages-store';
import type { Upload } from '../hooks/use-upload';
import { acceptedTypes, uploadRefusal } from '../upload-check';

export interface AddDocumentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The document upload slot (progress and error). */
  upload: Upload;
  /** Uploads the file and saves it under the title; resolves true when saved. */
  onAdd: (title: string, file: File) => Promise<boolean>;
  /** Called when a title or a file is entered but not yet added, and when that ends. */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * Adds an academic document: a title and a file (PDF, JPEG or PNG). The file is checked as soon
 * as it is chosen (messages 116, 117); the dialog stays open with its progress bar until the
 * document is saved, and keeps the title and file if anything fails.
 */
export function AddDocumentDialog({
  open,
  onOpenChange,
  upload,
  onAdd,
  onDirtyChange,
}: AddDocumentDialogProps) {
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [titleError, setTitleError] = useState<string>();
  const busy = upload.progress !== null;
  // Cancel, Escape and a saved document all reset the title and file, so this ends with them.
  const dirty = title !== '' || file !== null;

  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);

  const reset = () => {
    setTitle('');
    setFile(null);
    setTitleError(undefined);
    upload.setError(undefined);
  };

  const choose = (files: File[]) => {
    const chosen = files[0] ?? null;
    setFile(chosen);
    const refusal = chosen ? uploadRefusal(chosen, 'document') : null;
    upload.setError(refusal === null ? undefined : messageText(refusal));
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The domain's schema words the title's problem (required, too long).
    const parsed = SaveAcademicDocumentRequest.pick({ Title: true }).safeParse({ Title: title });
    if (!parsed.success) {
      setTitleError(fieldErrors(parsed.error)[0]?.message);
      return;
    }
    if (!file) {
      upload.setError('Choose a file to upload.');
      return;
    }
    // A refused file (116, 117) is already explained next to the picker.
    if (uploadRefusal(file, 'document') !== null) return;
    if (await onAdd(parsed.data.Title, file)) {
      reset();
      onOpenChange(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // An upload in flight finishes (or fails) before the dialog may close.
        if (busy) return;
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add academic document</DialogTitle>
          <DialogDescription>
            A certificate or transcript: PDF, JPEG or PNG, up to 5 MB.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          className="grid gap-4"
          aria-label="Add academic document"
        >
          <TextInput
            label="Title"
            required
            value={title}
            maxLength={ValidationBounds.shortText.max}
            error={titleError}
            disabled={busy}
            onChange={(event) => {
              setTitle(event.target.value);
              setTitleError(undefined);
            }}
          />
          <FilePicker
            label="File"
            required
            accept={acceptedTypes.document}
            fileName={file?.name}
            progress={upload.progress ?? undefined}
            error={upload.error}
            disabled={busy}
            onFilesChange={choose}
          />
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() => {
                reset();
                onOpenChange(false);
              }}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Uploading…' : 'Upload document'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
