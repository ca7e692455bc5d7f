import type { ActivityGroup } from '../schemas/activity';
import type { NavigationHistory } from '../schemas/activity';

/**
 * spec: the first group's first day and its activities are prefilled. Returns the navigation
 * history entry for that day, or null when the subject has no groups or days.
 */
export function defaultNavigation(
  groups: readonly ActivityGroup[],
  context: Pick<NavigationHistory, 'candidateSOSId' | 'subjectId' | 'subjectName'>,
): NavigationHistory | null {
  const group = groups[0];
  const day = group?.SubjectActivityGroupDays[0];
  if (!group || !day) return null;
  return {
    ...context,
    groupName: group.GroupName,
    sosDetailId: day.SOSDetailId,
    isLocked: day.IsLocked,
  };
}
