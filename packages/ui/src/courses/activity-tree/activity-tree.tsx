import * as React from 'react';
import { cva } from 'class-variance-authority';
import { ChevronRight, CircleCheck, Lock } from 'lucide-react';
import type { Activity, ActivityDay, ActivityGroup } from '@portal/domain';
import { cn } from '../../lib/cn';
import { ActivityTypeIcon, activityTypeLabel } from '../activity-type-icon/activity-type-icon';
import { EmptyState } from '../../feedback/empty-state/empty-state';
import { Skeleton } from '../../primitives/skeleton/skeleton';

/**
 * A stable key for an activity: its type plus the id that type carries (content, test or
 * assignment). Use it for `selectedActivityKey`.
 */
export function activityKey(activity: Activity): string {
  const id =
    activity.SOSDetailContentId ??
    activity.SOSDetailTestId ??
    activity.TestId ??
    activity.SOSDetailAssignmentId ??
    activity.AssignmentId;
  return `${activity.ActivityType}-${id ?? activity.Title}`;
}

const rowVariants = cva(
  'flex w-full items-center gap-2 rounded-md px-2 py-2 text-left text-sm transition-[color,background-color,border-color] focus-visible:outline-2 focus-visible:outline-ring',
  {
    variants: {
      level: {
        group: 'font-semibold',
        day: 'pl-6 font-medium',
        activity: 'pl-12',
      },
      // The text colour is the state's alone (cn() does not merge classes).
      state: {
        idle: 'text-foreground hover:bg-accent hover:text-accent-foreground',
        selected: 'bg-primary text-primary-foreground',
        locked: 'cursor-not-allowed text-muted-foreground',
      },
    },
    defaultVariants: { level: 'group', state: 'idle' },
  },
);

export type ActivityTreeProps = Omit<React.ComponentProps<'nav'>, 'onSelect'> & {
  /** SubjectActivityGroups of the subject, in order; days and activities may still be empty. */
  groups: ActivityGroup[];
  /** GroupNames whose days are loading (skeleton). @defaultValue [] */
  loadingGroups?: string[];
  /** SOSDetailIds of days whose activities are loading (skeleton). @defaultValue [] */
  loadingDays?: number[];
  /** Group names expanded on mount. @defaultValue the first group's name (spec: the first group's first day is prefilled) */
  defaultExpandedGroups?: string[];
  /** SOSDetailIds of days expanded on mount. @defaultValue the first group's first day */
  defaultExpandedDays?: number[];
  /** activityKey() of the activity currently open, highlighted in the tree. */
  selectedActivityKey?: string;
  /** Accessible name of the navigation. @defaultValue 'Course activities' */
  label?: string;
  /** Called when a group is expanded, so its days can be fetched. */
  onExpandGroup?: (group: ActivityGroup) => void;
  /** Called when an unlocked day is expanded, so its activities can be fetched. */
  onExpandDay?: (day: ActivityDay, group: ActivityGroup) => void;
  /** Called when an activity is chosen. */
  onSelectActivity?: (activity: Activity, day: ActivityDay, group: ActivityGroup) => void;
};

function toggle<T>(list: T[], item: T): T[] {
  return list.includes(item) ? list.filter((value) => value !== item) : [...list, item];
}

/**
 * Group -> day -> activity navigation of a subject. Each level is a disclosure button (Tab moves,
 * Enter/Space expands), locked days announce themselves and do not open, completed activities
 * carry a check.
 */
export function ActivityTree({
  groups,
  defaultExpandedGroups,
  defaultExpandedDays,
  loadingGroups = [],
  loadingDays = [],
  selectedActivityKey,
  label = 'Course activities',
  onExpandGroup,
  onExpandDay,
  onSelectActivity,
  className,
  ...props
}: ActivityTreeProps) {
  const firstGroup = groups[0];
  const firstDay = firstGroup?.SubjectActivityGroupDays[0];
  const [expandedGroups, setExpandedGroups] = React.useState<string[]>(
    defaultExpandedGroups ?? (firstGroup ? [firstGroup.GroupName] : []),
  );
  const [expandedDays, setExpandedDays] = React.useState<number[]>(
    defaultExpandedDays ?? (firstDay && !firstDay.IsLocked ? [firstDay.SOSDetailId] : []),
  );
  const baseId = React.useId();

  if (groups.length === 0) {
    return (
      <nav data-slot="activity-tree" aria-label={label} className={className} {...props}>
        <EmptyState avatar="norecord" message="No activities in this subject yet." />
      </nav>
    );
  }

  return (
    <nav
      data-slot="activity-tree"
      aria-label={label}
      className={cn('rounded-lg border border-border bg-card p-2', className)}
      {...props}
    >
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-0.5">
        {groups.map((group, groupIndex) => {
          const groupOpen = expandedGroups.includes(group.GroupName);
          const groupPanelId = `${baseId}-g${groupIndex}`;
          return (
            <li key={group.GroupName}>
              <button
                type="button"
                aria-expanded={groupOpen}
                aria-controls={groupPanelId}
                className={rowVariants({ level: 'group' })}
                onClick={() => {
                  setExpandedGroups((list) => toggle(list, group.GroupName));
                  if (!groupOpen) onExpandGroup?.(group);
                }}
              >
                <ChevronRight
                  aria-hidden
                  className={cn('size-4 transition-transform', groupOpen && 'rotate-90')}
                />
                {group.GroupName}
              </button>
              {groupOpen ? (
                <ul id={groupPanelId} className="grid grid-cols-[minmax(0,1fr)] gap-0.5">
                  {loadingGroups.includes(group.GroupName) ? (
                    <li className="pl-6">
                      <Skeleton className="h-8 w-full" />
                    </li>
                  ) : (
                    group.SubjectActivityGroupDays.map((day) => {
                      const dayOpen = !day.IsLocked && expandedDays.includes(day.SOSDetailId);
                      const dayPanelId = `${baseId}-d${day.SOSDetailId}`;
                      return (
                        <li key={day.SOSDetailId}>
                          <button
                            type="button"
                            aria-expanded={day.IsLocked ? undefined : dayOpen}
                            aria-controls={day.IsLocked ? undefined : dayPanelId}
                            aria-disabled={day.IsLocked || undefined}
                            className={rowVariants({
                              level: 'day',
                              state: day.IsLocked ? 'locked' : 'idle',
                            })}
                            onClick={() => {
                              if (day.IsLocked) return;
                              setExpandedDays((list) => toggle(list, day.SOSDetailId));
                              if (!dayOpen) onExpandDay?.(day, group);
                            }}
                          >
                            {day.IsLocked ? (
                              <Lock aria-hidden className="size-4" />
                            ) : (
                              <ChevronRight
                                aria-hidden
                                className={cn(
                                  'size-4 transition-transform',
                                  dayOpen && 'rotate-90',
                                )}
                              />
                            )}
                            {day.DayName}
                            {day.IsLocked ? <span className="sr-only"> (locked)</span> : null}
                          </button>
                          {dayOpen ? (
                            <ul id={dayPanelId} className="grid grid-cols-[minmax(0,1fr)] gap-0.5">
                              {loadingDays.includes(day.SOSDetailId) ? (
                                <li className="pl-12">
                                  <Skeleton className="h-8 w-full" />
                                </li>
                              ) : day.SubjectGroupDayActivities.length === 0 ? (
                                <li className="py-2 pl-12 text-sm text-muted-foreground">
                                  No activities on this day.
                                </li>
                              ) : (
                                day.SubjectGroupDayActivities.map((activity) => {
                                  const key = activityKey(activity);
                                  const selected = key === selectedActivityKey;
                                  return (
                                    <li key={key}>
                                      <button
                                        type="button"
                                        aria-current={selected ? 'page' : undefined}
                                        className={rowVariants({
                                          level: 'activity',
                                          state: selected ? 'selected' : 'idle',
                                        })}
                                        onClick={() => onSelectActivity?.(activity, day, group)}
                                      >
                                        <ActivityTypeIcon type={activity.ActivityType} />
                                        <span className="min-w-0 flex-1 truncate">
                                          {activity.Title}
                                        </span>
                                        <span className="sr-only">
                                          {`, ${activityTypeLabel(activity.ActivityType)}${activity.IsContentCompleted ? ', completed' : ''}`}
                                        </span>
                                        {activity.IsContentCompleted ? (
                                          <CircleCheck
                                            aria-hidden
                                            className={cn(
                                              'size-4',
                                              selected ? 'text-primary-foreground' : 'text-success',
                                            )}
                                          />
                                        ) : null}
                                      </button>
                                    </li>
                                  );
                                })
                              )}
                            </ul>
                          ) : null}
                        </li>
                      );
                    })
                  )}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
