import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  ApiError,
  getPreSignedUrl,
  isCancelledRequest,
  saveAssignmentDraftMutationOptions,
  submitAssignmentMutationOptions,
  uploadFile,
} from '@portal/api';
import {
  ApplicationMessageId,
  CloudStorageFolder,
  SubmissionType,
  UploadLimits,
  type Assignment,
} from '@portal/domain';
import { AssignmentSubmitForm, type DraftStatus } from '@portal/ui';
import { errorMessage } from '../../../shared/forms/use-zod-form';
import { messageText } from '../../../shared/messages/messages-store';
import { apiClient, feedback, queryClient } from '../../../shared/services';

/** How long typing pauses before the draft is saved on the server. */
const draftDelayMs = 1000;
const maxMegabytes = UploadLimits.maxAssignmentBytes / (1024 * 1024);
const accept = UploadLimits.assignmentContentTypes.join(',');

/** The application message a chosen file breaks (116 format, 117 size), or null. The server checks again by its bytes. */
function fileRefusal(file: File): ApplicationMessageId | null {
  if (!(UploadLimits.assignmentContentTypes as readonly string[]).includes(file.type)) return ApplicationMessageId.fileFormatError;
  if (file.size <= 0 || file.size > UploadLimits.maxAssignmentBytes) return ApplicationMessageId.fileSizeError;
  return null;
}

/** A network failure (no response), worth one more try; a refusal or a cancel is not. */
const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.status === null && !isCancelledRequest(error);

/** The submit form of an assignment that can still be submitted: the text with its server-side draft, or the file. */
export function AssignmentSubmitSection({ assignment, candidateSOSId }: { assignment: Assignment; candidateSOSId: number }) {
  const [text, setText] = useState(assignment.DraftText ?? assignment.SubmittedText ?? '');
  const [draftStatus, setDraftStatus] = useState<DraftStatus>('idle');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number>();
  const [error, setError] = useState<string>();
  const upload = useRef<AbortController | null>(null);
  const edited = useRef(false);
  const submit = useMutation(submitAssignmentMutationOptions(apiClient, queryClient));
  const saveDraft = useMutation(saveAssignmentDraftMutationOptions(apiClient, queryClient));
  const { mutate: saveDraftNow } = saveDraft;

  // spec (issue 14): a draft of a text answer is kept on the server, so closing the tab loses nothing.
  useEffect(() => {
    if (!edited.current || assignment.SubmissionType !== SubmissionType.Text || submit.isPending) return;
    const timer = setTimeout(() => {
      setDraftStatus('saving');
      saveDraftNow(
        { CandidateSOSId: candidateSOSId, AssignmentId: assignment.AssignmentId, Text: text },
        { onSuccess: () => setDraftStatus('saved'), onError: () => setDraftStatus('error') },
      );
    }, draftDelayMs);
    return () => clearTimeout(timer);
  }, [text, assignment.AssignmentId, assignment.SubmissionType, candidateSOSId, saveDraftNow, submit.isPending]);

  useEffect(() => () => upload.current?.abort('The page closed.'), []);

  async function uploaded(chosen: File): Promise<{ key: string; name: string }> {
    const controller = new AbortController();
    upload.current = controller;
    try {
      const signed = await getPreSignedUrl(apiClient, {
        Folder: CloudStorageFolder.assignments,
        FileName: chosen.name,
        ContentType: chosen.type,
        FileSize: chosen.size,
      });
      const put = () => uploadFile(signed.UploadUrl, chosen, { onProgress: setProgress, signal: controller.signal });
      setProgress(0);
      // Retried once on a network error (issue 14); a refusal or a cancel is final.
      await put().catch((failure: unknown) => (isNetworkFailure(failure) ? put() : Promise.reject(failure)));
      return { key: signed.FileKey, name: chosen.name };
    } finally {
      if (upload.current === controller) upload.current = null;
      setProgress(undefined);
    }
  }

  async function onSubmit() {
    setError(undefined);
    try {
      const base = { CandidateSOSId: candidateSOSId, AssignmentId: assignment.AssignmentId, SOSDetailAssignmentId: assignment.SOSDetailAssignmentId, SubmissionType: assignment.SubmissionType };
      if (assignment.SubmissionType === SubmissionType.Attachment) {
        if (!file) return;
        const stored = await uploaded(file);
        await submit.mutateAsync({ ...base, FileKey: stored.key, FileName: stored.name });
        setFile(null);
      } else {
        await submit.mutateAsync(assignment.SubmissionType === SubmissionType.Text ? { ...base, Text: text } : base);
      }
      edited.current = false;
      setDraftStatus('idle');
      feedback.success('Your assignment has been submitted.');
    } catch (failure) {
      if (isCancelledRequest(failure)) setError('The upload was cancelled. Choose Submit to send the file again.');
      else setError(errorMessage(failure));
    }
  }

  return (
    <AssignmentSubmitForm
      submissionType={assignment.SubmissionType}
      text={text}
      onTextChange={(next) => {
        edited.current = true;
        setDraftStatus('idle');
        setText(next);
      }}
      draftStatus={draftStatus}
      fileName={file?.name}
      accept={accept}
      fileHint={`A PDF, JPEG, PNG or WebP file up to ${maxMegabytes} MB.`}
      onFileChange={(chosen) => {
        setError(undefined);
        const refusal = chosen ? fileRefusal(chosen) : null;
        if (refusal !== null) {
          setFile(null);
          setError(messageText(refusal));
          return;
        }
        setFile(chosen);
      }}
      progress={progress}
      onCancelUpload={() => upload.current?.abort('Cancelled by the candidate.')}
      error={error}
      submitting={submit.isPending || progress !== undefined}
      resubmission={assignment.IsSubmitted}
      onSubmit={() => void onSubmit()}
    />
  );
}
