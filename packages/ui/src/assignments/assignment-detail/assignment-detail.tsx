import * as React from 'react';
import { assignmentDisplayState, formatDate, type Assignment } from '@portal/domain';
import { cn } from '../../lib/cn';
import { AssignmentStateBadge } from '../assignment-list/assignment-state-badge';
import { AssignmentReview } from '../assignment-review/assignment-review';

export type AssignmentDetailProps = Omit<React.ComponentProps<'article'>, 'children'> & {
  /**
   * The assignment (spec: the detail by assignmentId). Its SubmittedText is HTML sanitised by the
   * server (and by the caller again, as readings are): it is rendered as HTML.
   */
  assignment: Assignment;
  /** The submit form (or nothing when it cannot be submitted any more), under the brief. */
  children?: React.ReactNode;
};

/** Paragraphs of a plain text, blank lines apart; single line breaks kept. */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </>
  );
}

/**
 * An assignment: its brief, due date and state; what was submitted (text, or the file to open);
 * the review (score, the reviewer's remarks and annotated file: AssignmentReview) once there is one; the form goes in `children`.
 */
export function AssignmentDetail({ assignment, children, className, ...props }: AssignmentDetailProps) {
  const state = assignmentDisplayState(assignment);
  return (
    <article data-slot="assignment-detail" aria-labelledby="assignment-title" className={cn('grid gap-6', className)} {...props}>
      <header className="grid gap-2">
        <h1 id="assignment-title" className="text-2xl font-semibold">
          {assignment.Title}
        </h1>
        <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          <span>{assignment.SubjectName}</span>
          {assignment.DueDate ? <span>Due {formatDate(assignment.DueDate)}</span> : <span>No due date</span>}
          <span>Full marks {assignment.TotalScore}</span>
          <AssignmentStateBadge state={state} />
        </div>
      </header>
      <section aria-labelledby="assignment-brief" className="grid gap-2 rounded-lg border bg-card p-4 text-card-foreground">
        <h2 id="assignment-brief" className="text-lg font-medium">
          What to do
        </h2>
        <Paragraphs text={assignment.Instructions} />
      </section>
      {assignment.IsSubmitted ? (
        <section aria-labelledby="assignment-submission" className="grid gap-2 rounded-lg border bg-card p-4 text-card-foreground">
          <h2 id="assignment-submission" className="text-lg font-medium">
            Your submission
          </h2>
          {assignment.SubmittedDate ? <p className="text-sm text-muted-foreground">Submitted on {formatDate(assignment.SubmittedDate)}</p> : null}
          {assignment.SubmittedText ? (
            <div
              data-slot="assignment-answer"
              className="grid gap-2 rounded-md bg-muted p-3 text-sm [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
              // Sanitised HTML (see the prop's doc): p, br, strong, em, ul, ol, li, a.
              dangerouslySetInnerHTML={{ __html: assignment.SubmittedText }}
            />
          ) : null}
          {assignment.SubmittedFileUrl ? (
            <p>
              <a className="text-primary underline underline-offset-4" href={assignment.SubmittedFileUrl} target="_blank" rel="noreferrer">
                Open {assignment.SubmittedFileName ?? 'your file'}
              </a>
            </p>
          ) : null}
          {state === 'submitted' ? <p className="text-sm">Your teacher has not reviewed it yet.</p> : null}
        </section>
      ) : null}
      {state === 'reviewed' ? <AssignmentReview assignment={assignment} /> : null}
      {state === 'expired' ? (
        <p role="note" className="rounded-md border border-destructive p-3 text-sm">
          This assignment closed on {formatDate(assignment.DueDate)}. It can no longer be submitted.
        </p>
      ) : null}
      {children}
    </article>
  );
}
