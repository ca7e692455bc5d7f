import * as React from 'react';
import { Flag } from 'lucide-react';
import { ProblemType } from '@portal/domain';
import { Button } from '../../primitives/button/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../primitives/dialog/dialog';
import { Select } from '../../primitives/select/select';
import { Textarea } from '../../primitives/textarea/textarea';

const problemTypeLabel: Record<ProblemType, string> = {
  [ProblemType.video]: 'Video',
  [ProblemType.reading]: 'Reading',
  [ProblemType.test]: 'Test',
  [ProblemType.classTest]: 'Class test',
  [ProblemType.assignment]: 'Assignment',
};

/** What the candidate reports (SaveReportProblem without the ids the portal adds). */
export type ProblemReport = {
  /** ProblemType (video 1, reading 2, test 3, classTest 4, assignment 5). */
  problemType: ProblemType;
  /** What is wrong. */
  description: string;
};

export type ReportProblemDialogProps = {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. @defaultValue false */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Pre-selected problem type (the kind of item being reported). @defaultValue ProblemType.video */
  defaultProblemType?: ProblemType;
  /** IsReported: the item was already reported; the trigger says so and the form is replaced. @defaultValue false */
  isReported?: boolean;
  /** Error from the server or from validation, shown above the buttons. */
  errorMessage?: string;
  /** Disables submit while saving. @defaultValue false */
  pending?: boolean;
  /** Minimum description length. @defaultValue 10 (SaveReportProblemRequest) */
  minDescriptionLength?: number;
  /** Called with the report when the candidate submits. */
  onSubmit?: (report: ProblemReport) => void;
  /** The problem types offered (a video offers only Video). @defaultValue every ProblemType */
  problemTypes?: readonly ProblemType[];
  /** What was reported (shown once IsReported). */
  reportedDescription?: string;
  /** Withdraws the report (RemoveReportProblem); without it a reported item offers only Close. */
  onRemove?: () => void;
};

/** Report a problem with a video, reading, test, class test or assignment. */
export function ReportProblemDialog({
  open,
  defaultOpen = false,
  onOpenChange,
  defaultProblemType = ProblemType.video,
  isReported = false,
  errorMessage,
  pending = false,
  minDescriptionLength = 10,
  onSubmit,
  problemTypes = Object.values(ProblemType),
  reportedDescription,
  onRemove,
}: ReportProblemDialogProps) {
  const [problemType, setProblemType] = React.useState<ProblemType>(defaultProblemType);
  const [description, setDescription] = React.useState('');
  const baseId = React.useId();
  const tooShort = description.trim().length < minDescriptionLength;
  return (
    <Dialog open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          <Flag aria-hidden />
          {isReported ? 'Problem reported' : 'Report a problem'}
        </Button>
      </DialogTrigger>
      <DialogContent data-slot="report-problem-dialog">
        <DialogHeader>
          <DialogTitle>Report a problem</DialogTitle>
          <DialogDescription>
            {isReported
              ? 'Thank you, this problem has been reported. Our team will look into it.'
              : 'Tell us what is wrong and we will fix it.'}
          </DialogDescription>
        </DialogHeader>
        {isReported ? (
          <>
            {reportedDescription ? (
              <blockquote className="border-l-2 border-border pl-3 text-sm whitespace-pre-line text-muted-foreground">
                {reportedDescription}
              </blockquote>
            ) : null}
            {errorMessage ? (
              <p role="alert" className="text-sm text-destructive">
                {errorMessage}
              </p>
            ) : null}
            <DialogFooter>
              {onRemove ? (
                <Button variant="outline" disabled={pending} onClick={onRemove}>
                  Withdraw report
                </Button>
              ) : null}
              <DialogClose asChild>
                <Button>Close</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : (
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (tooShort) return;
              onSubmit?.({ problemType, description: description.trim() });
            }}
          >
            <Select
              id={`${baseId}-type`}
              label="Problem with"
              value={String(problemType)}
              onChange={(event) => setProblemType(Number(event.target.value) as ProblemType)}
              options={problemTypes.map((type) => ({
                value: String(type),
                label: problemTypeLabel[type],
              }))}
            />
            <Textarea
              id={`${baseId}-description`}
              label="Description"
              hint={`At least ${minDescriptionLength} characters.`}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              rows={4}
              maxLength={2000}
              placeholder="For example: the video stops at 02:15"
            />
            {errorMessage ? (
              <p role="alert" className="text-sm text-destructive">
                {errorMessage}
              </p>
            ) : null}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button type="submit" disabled={pending || tooShort}>
                Submit report
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
