import * as React from 'react';
import { FileText, Trash2, Upload } from 'lucide-react';
import { formatDate, type AcademicDocument } from '@portal/domain';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { EmptyState } from '../../feedback/empty-state/empty-state';
import { Skeleton } from '../../primitives/skeleton/skeleton';
import { UploadProgress } from '../../feedback/upload-progress/upload-progress';

/** A document being uploaded, before it is saved to the list. */
export type PendingDocumentUpload = {
  /** File name. */
  fileName: string;
  /** Percentage uploaded. */
  progress: number;
};

export type AcademicDocumentsListProps = React.ComponentProps<'section'> & {
  /** The candidate's documents (GET documents: Documents). */
  documents: AcademicDocument[];
  /** Shows 3 skeleton rows while the list loads. @defaultValue false */
  loading?: boolean;
  /** A document currently uploading. */
  upload?: PendingDocumentUpload | null;
  /** Already-worded upload error (file format 116, file size 117, ...). */
  errorMessage?: string;
  /** Opens the upload flow (title and file); the button hides when absent. */
  onAdd?: () => void;
  /** Removes a document. */
  onRemove?: (document: AcademicDocument) => void;
};

/** The candidate's academic documents (certificates) with add, open and remove. */
export function AcademicDocumentsList({
  documents,
  loading = false,
  upload = null,
  errorMessage,
  onAdd,
  onRemove,
  className,
  ...props
}: AcademicDocumentsListProps) {
  return (
    <section
      data-slot="academic-documents-list"
      aria-label="Academic documents"
      className={cn('grid gap-3', className)}
      {...props}
    >
      <header className="flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-foreground">Academic documents</h2>
        {onAdd ? (
          <Button size="sm" variant="outline" onClick={onAdd} disabled={upload !== null}>
            <Upload aria-hidden />
            Add document
          </Button>
        ) : null}
      </header>
      {upload ? (
        <div className="rounded-lg border border-border bg-card p-3 text-sm text-card-foreground">
          <p className="mb-1 font-medium">{upload.fileName}</p>
          <UploadProgress value={upload.progress} label={`Uploading ${upload.fileName}`} />
        </div>
      ) : null}
      {errorMessage ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage}
        </p>
      ) : null}
      {loading ? (
        <div aria-busy="true" className="grid gap-2">
          <span className="sr-only">Loading documents</span>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-14 w-full" />
          ))}
        </div>
      ) : documents.length === 0 && !upload ? (
        <EmptyState avatar="norecord" message="No academic documents uploaded yet." />
      ) : (
        <ul className="grid gap-2">
          {documents.map((document) => (
            <li
              key={document.CandidateAcademicId}
              className="flex items-center gap-3 rounded-lg border border-border bg-card p-3 text-card-foreground"
            >
              <FileText aria-hidden className="size-5 text-muted-foreground" />
              <div className="min-w-0 flex-1">
                <a
                  href={document.FileUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {document.Title}
                </a>
                <p className="truncate text-xs text-muted-foreground">
                  {document.FileName} · Uploaded{' '}
                  <time dateTime={document.UploadedOn}>{formatDate(document.UploadedOn)}</time>
                </p>
              </div>
              {onRemove ? (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${document.Title}`}
                  onClick={() => onRemove(document)}
                >
                  <Trash2 aria-hidden />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
