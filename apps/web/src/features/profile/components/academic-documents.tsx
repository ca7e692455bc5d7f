import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  academicDocumentsQueryOptions,
  removeAcademicDocumentMutationOptions,
  saveAcademicDocumentMutationOptions,
} from '@portal/api';
import { AlertType, CloudStorageFolder, type AcademicDocument } from '@portal/domain';
import { AcademicDocumentsList, Button, Card, InlineAlert } from '@portal/ui';
import { ConfirmationDialog } from '../../../shared/dialogs';
import { errorMessage } from '../../../shared/forms/use-zod-form';
import { apiClient, feedback, queryClient } from '../../../shared/services';
import { useUpload } from '../hooks/use-upload';
import { ACADEMIC_DOCUMENTS_ANCHOR } from '../notification-targets';

/** The add-document form validates with the domain's zod schema: it loads when first opened (issue #10). */
const AddDocumentDialog = lazy(() =>
  import('./add-document-dialog').then((module) => ({ default: module.AddDocumentDialog })),
);

/**
 * The candidate's academic documents (spec 3: Documents, each with CandidateAcademicId): listed
 * with loading and empty states, added through the pre-signed upload (education-certificate
 * folder), removed after a confirmation.
 */
export function AcademicDocuments({
  onDirtyChange,
}: {
  /** Called when the add-document dialog starts or stops holding an unsaved title or file. */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const documents = useQuery(academicDocumentsQueryOptions(apiClient));
  const save = useMutation(saveAcademicDocumentMutationOptions(apiClient, queryClient));
  const remove = useMutation(removeAcademicDocumentMutationOptions(apiClient, queryClient));
  const upload = useUpload(CloudStorageFolder.educationCertificate, 'document');
  const [adding, setAdding] = useState(false);
  // Mounted from its first opening on (it resets its own fields when it closes).
  const [openedOnce, setOpenedOnce] = useState(false);
  if (adding && !openedOnce) setOpenedOnce(true);
  const [removing, setRemoving] = useState<AcademicDocument | null>(null);
  const section = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  // A link to #academic-documents (a notification's target) brings the section into view and puts
  // focus on it, once the page has laid it out.
  useEffect(() => {
    if (hash !== `#${ACADEMIC_DOCUMENTS_ANCHOR}`) return;
    section.current?.scrollIntoView({ block: 'start' });
    section.current?.focus({ preventScroll: true });
  }, [hash]);

  const onAdd = async (title: string, file: File) => {
    const saved = await upload.start(file, async (stored) => {
      await save.mutateAsync({ Title: title, FileName: file.name, FileKey: stored.FileKey });
    });
    if (saved) feedback.alert(AlertType.success, `“${title}” has been added.`);
    return saved;
  };

  const onRemove = async (document: AcademicDocument) => {
    try {
      await remove.mutateAsync(document.CandidateAcademicId);
      feedback.alert(AlertType.success, `“${document.Title}” has been removed.`);
    } catch (error) {
      feedback.error(`“${document.Title}” was not removed. ${errorMessage(error)}`);
    }
  };

  return (
    <Card
      ref={section}
      id={ACADEMIC_DOCUMENTS_ANCHOR}
      tabIndex={-1}
      padding="even"
      className="scroll-mt-4 focus-visible:outline-2 focus-visible:outline-ring"
    >
      {documents.isError ? (
        <div className="grid gap-2">
          <h2 className="text-base font-semibold text-foreground">Academic documents</h2>
          <InlineAlert
            variant="danger"
            title="Your documents could not be loaded."
            message={errorMessage(documents.error)}
          />
          <Button variant="outline" className="w-fit" onClick={() => void documents.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <AcademicDocumentsList
          documents={documents.data?.Documents ?? []}
          loading={documents.isPending}
          onAdd={() => setAdding(true)}
          onRemove={setRemoving}
        />
      )}
      {openedOnce ? (
        <Suspense fallback={null}>
          <AddDocumentDialog
            open={adding}
            onOpenChange={setAdding}
            upload={upload}
            onAdd={onAdd}
            onDirtyChange={onDirtyChange}
          />
        </Suspense>
      ) : null}
      <ConfirmationDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title="Remove this document?"
        message={
          removing ? `“${removing.Title}” will be removed from your academic documents.` : ''
        }
        confirmLabel="Remove"
        cancelLabel="Keep"
        destructive
        onConfirm={() => {
          if (removing) void onRemove(removing);
        }}
      />
    </Card>
  );
}
