import type { Activity } from '../schemas/activity';

/** Which activity changed: a content item, an assignment or a test, by its id. */
export type CompletionTarget =
  | { readonly kind: 'content'; readonly sosDetailContentId: number }
  | { readonly kind: 'assignment'; readonly assignmentId: number }
  | { readonly kind: 'test'; readonly testId: number };

export interface CompletionChange {
  readonly target: CompletionTarget;
  readonly completed: boolean;
}

type CompletionActivity = Pick<
  Activity,
  'SOSDetailContentId' | 'AssignmentId' | 'TestId' | 'IsContentCompleted'
>;

export function matchesTarget(activity: CompletionActivity, target: CompletionTarget): boolean {
  switch (target.kind) {
    case 'content':
      return activity.SOSDetailContentId === target.sosDetailContentId;
    case 'assignment':
      return activity.AssignmentId === target.assignmentId;
    case 'test':
      return activity.TestId === target.testId;
    default:
      return target satisfies never;
  }
}

function applyToList<T extends CompletionActivity>(
  activities: readonly T[],
  change: CompletionChange,
): T[] {
  return activities.map((activity) =>
    matchesTarget(activity, change.target)
      ? { ...activity, IsContentCompleted: change.completed }
      : activity,
  );
}

export interface CompletionState<T extends CompletionActivity> {
  /** Activities kept in the navigation history / per-day cache. */
  readonly history: readonly T[];
  /** The activity list on screen. */
  readonly current: readonly T[];
}

/**
 * spec: completion changes apply to the matching content, assignment or test, in both the history and
 * the current list; the refresh-subjects flag is set whenever an activity's completion changes.
 */
export function applyCompletionChange<T extends CompletionActivity>(
  state: CompletionState<T>,
  change: CompletionChange,
): { history: T[]; current: T[]; refreshSubjects: boolean } {
  const changed = [...state.history, ...state.current].some(
    (activity) =>
      matchesTarget(activity, change.target) && activity.IsContentCompleted !== change.completed,
  );
  return {
    history: applyToList(state.history, change),
    current: applyToList(state.current, change),
    refreshSubjects: changed,
  };
}
