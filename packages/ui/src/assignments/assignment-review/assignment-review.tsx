import * as React from 'react';
import type { Assignment } from '@portal/domain';
import { cn } from '../../lib/cn';

export type AssignmentReviewProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /**
   * A reviewed assignment. Its TeacherRemarks is HTML sanitised by the server (and by the caller
   * again, as answers are): it is rendered as HTML. ReviewedFileUrl, when set, is the reviewer's
   * annotated copy of the submission.
   */
  assignment: Pick<Assignment, 'ObtainedScore' | 'TotalScore' | 'TeacherRemarks' | 'ReviewedFileUrl' | 'ReviewedFileName'>;
};

/** The review of an assignment: the score, the reviewer's remarks (rich text) and the annotated file to download. */
export function AssignmentReview({ assignment, className, ...props }: AssignmentReviewProps) {
  const headingId = React.useId();
  return (
    <section
      data-slot="assignment-review"
      aria-labelledby={headingId}
      className={cn('grid gap-2 rounded-lg border border-success bg-card p-4 text-card-foreground', className)}
      {...props}
    >
      <h2 id={headingId} className="text-lg font-medium">
        Review
      </h2>
      <p className="text-base font-semibold">
        Score {assignment.ObtainedScore ?? 0} / {assignment.TotalScore}
      </p>
      {assignment.TeacherRemarks ? (
        <blockquote className="border-l-4 border-success pl-3">
          <p className="text-sm text-muted-foreground">Teacher&apos;s remarks</p>
          <div
            data-slot="assignment-remarks"
            className="grid gap-2 [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
            // Sanitised HTML (see the prop's doc): p, br, strong, em, ul, ol, li, a.
            dangerouslySetInnerHTML={{ __html: assignment.TeacherRemarks }}
          />
        </blockquote>
      ) : null}
      {assignment.ReviewedFileUrl ? (
        <p data-slot="assignment-reviewed-file" className="text-sm">
          <span className="text-muted-foreground">Reviewed file: </span>
          <a className="text-primary underline underline-offset-4" href={assignment.ReviewedFileUrl} download={assignment.ReviewedFileName ?? true} rel="noreferrer">
            Download {assignment.ReviewedFileName ?? 'the annotated file'}
          </a>
        </p>
      ) : null}
    </section>
  );
}
