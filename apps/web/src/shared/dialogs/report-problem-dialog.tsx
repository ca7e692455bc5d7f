import { lazy, Suspense, useState } from 'react';
import { Flag } from 'lucide-react';
import { Button, type ReportProblemDialogProps } from '@portal/ui';

const ReportProblemDialog = lazy(() =>
  import('./ui-dialogs').then((module) => ({ default: module.ReportProblemDialog })),
);

/**
 * @portal/ui's ReportProblemDialog, controlled (`open`, `onOpenChange`), loaded when it first opens
 * (issue #10). Until then its trigger is drawn as the dialog draws it (the same Button, label and
 * popup semantics); pressing it asks to open, and the dialog's own trigger takes its place, which
 * Radix focuses again when the dialog closes.
 */
export function LazyReportProblemDialog(props: ReportProblemDialogProps & { open: boolean }) {
  const [opened, setOpened] = useState(false);
  if (!opened && props.open) setOpened(true);
  const trigger = (
    <Button variant="ghost" size="sm" type="button" aria-haspopup="dialog" aria-expanded={false} onClick={() => props.onOpenChange?.(true)}>
      <Flag aria-hidden />
      {props.isReported ? 'Problem reported' : 'Report a problem'}
    </Button>
  );
  if (!opened) return trigger;
  return (
    <Suspense fallback={trigger}>
      <ReportProblemDialog {...props} />
    </Suspense>
  );
}
