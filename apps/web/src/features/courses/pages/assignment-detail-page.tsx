import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import DOMPurify from 'dompurify';
import { useParams, useRouteLoaderData } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  ApiError,
  assignmentQueryOptions,
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
  assignmentDisplayState,
  type Assignment,
} from '@portal/domain';
import { AssignmentDetail, AssignmentSubmitForm, EmptyState, Skeleton, type DraftStatus } from '@portal/ui';
import { errorMessage } from '../../../shared/forms/use-zod-form';
import { messageText } from '../../../shared/messages/messages-store';
import { apiClient, feedback, queryClient } from '../../../shared/services';
import { COURSE_ROUTE_ID, type CourseLoaderData } from '../course-route';

/** What the answer editor and the reviewer's remarks may hold (the server's allow-list). */
const sanitizeRichText = (html: string) => DOMPurify.sanitize(html, { ALLOWED_TAGS: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a'], ALLOWED_ATTR: ['href', 'rel', 'target'] });

/** Rating and Report a problem (Radix dialog, zod-checked forms) load after the brief has painted. */
const AssignmentStudyActions = lazy(() =>
  import('../components/assignment-study-actions').then((module) => ({ default: module.AssignmentStudyActions })),
);

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
function SubmitSection({ assignment, candidateSOSId }: { assignment: Assignment; candidateSOSId: number }) {
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

/**
 * spec 2: .../{sosDetailId}/assignmentDetail/{assignmentId}/{sosDetailAssignmentId}/{isExpired}/{dueDate?}
 * (Assignments feature): the brief, the submission and its review, and the form while it can be
 * (re)submitted: until the due date and before a review (the server holds the same rule).
 */
export default function AssignmentDetailPage() {
  const { course } = useRouteLoaderData(COURSE_ROUTE_ID) as CourseLoaderData;
  const { assignmentId = '' } = useParams();
  const detail = useQuery(assignmentQueryOptions(apiClient, { candidateSOSId: course.CandidateSOSId, assignmentId: Number(assignmentId) }));

  if (detail.isPending)
    return (
      <div aria-busy="true" className="grid gap-3">
        <span className="sr-only">Loading the assignment</span>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  if (detail.isError)
    return <EmptyState avatar="norecord" message={`This assignment could not be opened. ${errorMessage(detail.error)}`} />;

  // The server sanitised the answer's and the remarks' HTML; the portal sanitises them again before rendering (as readings).
  const assignment = {
    ...detail.data,
    SubmittedText: detail.data.SubmittedText ? sanitizeRichText(detail.data.SubmittedText) : null,
    TeacherRemarks: detail.data.TeacherRemarks ? sanitizeRichText(detail.data.TeacherRemarks) : null,
  };
  const state = assignmentDisplayState(assignment);
  const open = state === 'open' || state === 'submitted';
  return (
    <AssignmentDetail assignment={assignment}>
      {open ? <SubmitSection key={assignment.AssignmentId} assignment={assignment} candidateSOSId={course.CandidateSOSId} /> : null}
      <Suspense fallback={null}>
        <AssignmentStudyActions candidateSOSId={course.CandidateSOSId} assignmentId={assignment.AssignmentId} />
      </Suspense>
    </AssignmentDetail>
  );
}
