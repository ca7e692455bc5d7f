import type { AssignmentDisplayState } from '@portal/domain';
import { Badge } from '../../primitives/badge/badge';

const badges = {
  open: { variant: 'info', label: 'Not submitted' },
  locked: { variant: 'outline', label: 'Locked' },
  expired: { variant: 'destructive', label: 'Expired' },
  submitted: { variant: 'warning', label: 'Submitted, awaiting review' },
  reviewed: { variant: 'success', label: 'Reviewed' },
} as const satisfies Record<AssignmentDisplayState, { variant: string; label: string }>;

/** The state of an assignment as a badge (Not submitted, Locked, Expired, Submitted, Reviewed). */
export function AssignmentStateBadge({ state }: { /** The assignment's display state. */ state: AssignmentDisplayState }) {
  const { variant, label } = badges[state];
  return (
    <Badge data-slot="assignment-state-badge" variant={variant}>
      {label}
    </Badge>
  );
}
