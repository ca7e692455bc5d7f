import * as React from 'react';
import { SubmissionType } from '@portal/domain';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { FilePicker } from '../../primitives/file-picker/file-picker';
// The editor (TipTap) is used by this form alone, which only the (lazily loaded) assignment page
// renders: the bundler keeps it in that page's chunk, so other routes never fetch it.
import { RichTextEditor } from '../../primitives/rich-text-editor/rich-text-editor';

/** Is there readable text in the answer's HTML? */
const hasText = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim().length > 0;

/** Where the server-side draft of a text answer is. */
export type DraftStatus = 'idle' | 'saving' | 'saved' | 'error';

const draftText: Record<DraftStatus, string> = {
  idle: '',
  saving: 'Saving draft…',
  saved: 'Draft saved',
  error: 'The draft could not be saved. Your text is still here; try again.',
};

export type AssignmentSubmitFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** How the assignment is submitted (spec: NoSubmission 1, Attachment 2, Text 3). */
  submissionType: SubmissionType;
  /** The text answer (Text) as HTML: paragraphs, bold, italic, lists, links (the server sanitises it). */
  text?: string;
  /** Called with the answer's HTML as it changes. */
  onTextChange?: (text: string) => void;
  /** The longest text answer. @defaultValue 4000 */
  maxLength?: number;
  /** The draft's state, announced politely. @defaultValue 'idle' */
  draftStatus?: DraftStatus;
  /** The chosen file's name (Attachment). */
  fileName?: string;
  /** Called with the chosen file, or null when the choice is cleared. */
  onFileChange?: (file: File | null) => void;
  /** What the file may be, for the chooser (e.g. '.pdf,.jpg,.png'). */
  accept?: string;
  /** The types and size limit, said under the chooser. */
  fileHint?: string;
  /** Upload progress 0..100 while the file goes up; undefined otherwise. */
  progress?: number;
  /** Cancels the upload under way. */
  onCancelUpload?: () => void;
  /** The error to show (a refused file, a failed submit). */
  error?: string;
  /** A submit is under way. @defaultValue false */
  submitting?: boolean;
  /** It was submitted already: the button says Resubmit. @defaultValue false */
  resubmission?: boolean;
  /** Submits (the page uploads first for an attachment). */
  onSubmit: () => void;
};

/** The form under an assignment's brief: a text answer with its draft, a file with its upload progress, or Mark as done. */
export function AssignmentSubmitForm({
  submissionType,
  text = '',
  onTextChange,
  maxLength = 4000,
  draftStatus = 'idle',
  fileName,
  onFileChange,
  accept,
  fileHint,
  progress,
  onCancelUpload,
  error,
  submitting = false,
  resubmission = false,
  onSubmit,
  className,
  ...props
}: AssignmentSubmitFormProps) {
  const uploading = progress !== undefined;
  const canSubmit =
    !submitting &&
    (submissionType === SubmissionType.Text ? hasText(text) && text.length <= maxLength : submissionType === SubmissionType.Attachment ? Boolean(fileName) : true);
  const label = submissionType === SubmissionType.NoSubmission ? 'Mark as done' : resubmission ? 'Resubmit' : 'Submit';
  return (
    <form
      data-slot="assignment-submit-form"
      aria-label={resubmission ? 'Resubmit your answer' : 'Submit your answer'}
      className={cn('grid gap-4 rounded-lg border bg-card p-4 text-card-foreground', className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (canSubmit) onSubmit();
      }}
      {...props}
    >
      {submissionType === SubmissionType.Text ? (
        <div className="grid gap-1">
          <RichTextEditor label="Your answer" value={text} maxLength={maxLength} onChange={(html) => onTextChange?.(html)} disabled={submitting} />
          <p aria-live="polite" className="min-h-5 text-xs text-muted-foreground">
            {draftText[draftStatus]}
          </p>
        </div>
      ) : null}
      {submissionType === SubmissionType.Attachment ? (
        <div className="grid gap-2">
          <FilePicker
            label="Your file"
            hint={fileHint}
            accept={accept}
            fileName={fileName}
            progress={progress}
            disabled={submitting}
            onFilesChange={(files) => onFileChange?.(files[0] ?? null)}
          />
          {uploading && onCancelUpload ? (
            <Button type="button" variant="ghost" size="sm" className="justify-self-start" onClick={onCancelUpload}>
              Cancel upload
            </Button>
          ) : null}
        </div>
      ) : null}
      {submissionType === SubmissionType.NoSubmission ? <p className="text-sm">Nothing to hand in: read the brief, then mark it as done.</p> : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="justify-self-start" disabled={!canSubmit}>
        {submitting ? (uploading ? 'Uploading…' : 'Submitting…') : label}
      </Button>
    </form>
  );
}
