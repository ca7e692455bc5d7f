import { lazy, Suspense } from 'react';
import { useParams, useRouteLoaderData } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { assignmentQueryOptions } from '@portal/api';
import { SubmissionType, assignmentDisplayState } from '@portal/domain';
import { AssignmentDetail, EmptyState, Skeleton } from '@portal/ui';
import { errorMessage } from '../../../shared/forms/use-zod-form';
import { useSanitizer } from '../../../shared/html/sanitizer';
import { apiClient } from '../../../shared/services';
import { COURSE_ROUTE_ID, type CourseLoaderData } from '../course-route';

/** What the answer editor and the reviewer's remarks may hold (the server's allow-list). */
const richTextConfig = { ALLOWED_TAGS: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a'], ALLOWED_ATTR: ['href', 'rel', 'target'] };

/**
 * The answer form (the TipTap editor, the upload with its retry and the draft saving: ~100 KB gzip)
 * loads after the brief has painted (issue #10). Its placeholder keeps the form's place, so
 * nothing under it moves when it arrives.
 */
const AssignmentSubmitSection = lazy(() =>
  import('../components/assignment-submit-section').then((module) => ({ default: module.AssignmentSubmitSection })),
);

/**
 * The height of the form each submission type shows, held while the form loads (measured in
 * Chromium on the demo briefs: text 341 px, file 178 px; mark-as-done from the form's layout).
 */
const formPlaceholderHeight: Record<SubmissionType, string> = {
  [SubmissionType.Text]: 'h-[21.3rem]',
  [SubmissionType.Attachment]: 'h-[11.125rem]',
  [SubmissionType.NoSubmission]: 'h-[6.625rem]',
};

function SubmitSectionPlaceholder({ submissionType }: { submissionType: SubmissionType }) {
  return (
    <div aria-busy="true" className={`grid rounded-lg border bg-card p-4 ${formPlaceholderHeight[submissionType]}`}>
      <span className="sr-only">Loading the answer form</span>
      <Skeleton className="h-full w-full" />
    </div>
  );
}

/** Rating and Report a problem (Radix dialog, zod-checked forms) load after the brief has painted. */
const AssignmentStudyActions = lazy(() =>
  import('../components/assignment-study-actions').then((module) => ({ default: module.AssignmentStudyActions })),
);

/**
 * spec 2: .../{sosDetailId}/assignmentDetail/{assignmentId}/{sosDetailAssignmentId}/{isExpired}/{dueDate?}
 * (Assignments feature): the brief, the submission and its review, and the form while it can be
 * (re)submitted: until the due date and before a review (the server holds the same rule).
 */
export default function AssignmentDetailPage() {
  const { course } = useRouteLoaderData(COURSE_ROUTE_ID) as CourseLoaderData;
  const { assignmentId = '' } = useParams();
  const detail = useQuery(assignmentQueryOptions(apiClient, { candidateSOSId: course.CandidateSOSId, assignmentId: Number(assignmentId) }));
  // DOMPurify loads only for an assignment with an answer or remarks to show (prefetchAssignment starts it with the data).
  const hasHtml = Boolean(detail.data?.SubmittedText || detail.data?.TeacherRemarks);
  const { sanitize, failed } = useSanitizer(hasHtml);

  if (detail.isPending || (hasHtml && !sanitize && !failed))
    return (
      <div aria-busy="true" className="grid gap-3">
        <span className="sr-only">Loading the assignment</span>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  if (detail.isError)
    return <EmptyState avatar="norecord" message={`This assignment could not be opened. ${errorMessage(detail.error)}`} />;
  if (hasHtml && !sanitize) return <EmptyState avatar="norecord" message="This assignment could not be opened. Check your connection and reload the page." />;
  const sanitizeRichText = (html: string) => (sanitize as NonNullable<typeof sanitize>)(html, richTextConfig);

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
      {open ? (
        <Suspense fallback={<SubmitSectionPlaceholder submissionType={assignment.SubmissionType} />}>
          <AssignmentSubmitSection key={assignment.AssignmentId} assignment={assignment} candidateSOSId={course.CandidateSOSId} />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <AssignmentStudyActions candidateSOSId={course.CandidateSOSId} assignmentId={assignment.AssignmentId} />
      </Suspense>
    </AssignmentDetail>
  );
}
