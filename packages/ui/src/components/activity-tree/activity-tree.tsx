import * as React from 'react';
import { cva } from 'class-variance-authority';
import { ChevronRight, CircleCheck, Lock } from 'lucide-react';
import type { ActivityType } from '@portal/domain';
import { cn } from '../../lib/cn';
import { ActivityTypeIcon, activityTypeLabel } from '../activity-type-icon/activity-type-icon';
import { EmptyState } from '../empty-state/empty-state';
import { Skeleton } from '../skeleton/skeleton';

/** An activity of a day (SubjectGroupDayActivities). */
export type ActivityTreeActivity = {
  /** Stable key: SOSDetailContentId, AssignmentId or TestId, prefixed by the caller if they can clash. */
  id: string;
  /** Title shown in the tree. */
  title: string;
  /** Activity type (video, reading, test, classTest, assignment). */
  type: ActivityType;
  /** IsContentCompleted. */
  isCompleted: boolean;
};

/** A day of a group (SubjectActivityGroupDays). */
export type ActivityTreeDay = {
  /** SOSDetailId. */
  sosDetailId: number;
  /** Visible name of the day, e.g. 'Day 1'. */
  dayName: string;
  /** IsLocked: a locked day cannot be opened. */
  isLocked: boolean;
  /** The day's activities; undefined while they are still loading. */
  activities?: ActivityTreeActivity[];
};

/** A group of a subject (SubjectActivityGroups). */
export type ActivityTreeGroup = {
  /** GroupName, unique within the subject. */
  groupName: string;
  /** The group's days; undefined while they are still loading. */
  days?: ActivityTreeDay[];
};

const rowVariants = cva(
  'flex w-full items-center gap-2 rounded-md px-2 py-2 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring',
  {
    variants: {
      level: {
        group: 'font-semibold text-foreground',
        day: 'pl-6 font-medium text-foreground',
        activity: 'pl-12 text-foreground',
      },
      state: {
        idle: 'hover:bg-accent hover:text-accent-foreground',
        selected: 'bg-primary text-primary-foreground',
        locked: 'cursor-not-allowed text-muted-foreground',
      },
    },
    defaultVariants: { level: 'group', state: 'idle' },
  },
);

export type ActivityTreeProps = Omit<React.ComponentProps<'nav'>, 'onSelect'> & {
  /** Groups of the subject, in order. */
  groups: ActivityTreeGroup[];
  /** Group names expanded on mount. @defaultValue the first group's name (spec: the first group's first day is prefilled) */
  defaultExpandedGroups?: string[];
  /** SOSDetailIds of days expanded on mount. @defaultValue the first group's first day */
  defaultExpandedDays?: number[];
  /** The activity currently open, highlighted in the tree. */
  selectedActivityId?: string;
  /** Accessible name of the navigation. @defaultValue 'Course activities' */
  label?: string;
  /** Called when a group is expanded, so its days can be fetched. */
  onExpandGroup?: (group: ActivityTreeGroup) => void;
  /** Called when an unlocked day is expanded, so its activities can be fetched. */
  onExpandDay?: (day: ActivityTreeDay, group: ActivityTreeGroup) => void;
  /** Called when an activity is chosen. */
  onSelectActivity?: (
    activity: ActivityTreeActivity,
    day: ActivityTreeDay,
    group: ActivityTreeGroup,
  ) => void;
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
  selectedActivityId,
  label = 'Course activities',
  onExpandGroup,
  onExpandDay,
  onSelectActivity,
  className,
  ...props
}: ActivityTreeProps) {
  const firstGroup = groups[0];
  const firstDay = firstGroup?.days?.[0];
  const [expandedGroups, setExpandedGroups] = React.useState<string[]>(
    defaultExpandedGroups ?? (firstGroup ? [firstGroup.groupName] : []),
  );
  const [expandedDays, setExpandedDays] = React.useState<number[]>(
    defaultExpandedDays ?? (firstDay && !firstDay.isLocked ? [firstDay.sosDetailId] : []),
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
      <ul className="grid gap-0.5">
        {groups.map((group, groupIndex) => {
          const groupOpen = expandedGroups.includes(group.groupName);
          const groupPanelId = `${baseId}-g${groupIndex}`;
          return (
            <li key={group.groupName}>
              <button
                type="button"
                aria-expanded={groupOpen}
                aria-controls={groupPanelId}
                className={rowVariants({ level: 'group' })}
                onClick={() => {
                  setExpandedGroups((list) => toggle(list, group.groupName));
                  if (!groupOpen) onExpandGroup?.(group);
                }}
              >
                <ChevronRight
                  aria-hidden
                  className={cn('size-4 transition-transform', groupOpen && 'rotate-90')}
                />
                {group.groupName}
              </button>
              {groupOpen ? (
                <ul id={groupPanelId} className="grid gap-0.5">
                  {group.days === undefined ? (
                    <li className="pl-6">
                      <Skeleton className="h-8 w-full" />
                    </li>
                  ) : (
                    group.days.map((day) => {
                      const dayOpen = !day.isLocked && expandedDays.includes(day.sosDetailId);
                      const dayPanelId = `${baseId}-d${day.sosDetailId}`;
                      return (
                        <li key={day.sosDetailId}>
                          <button
                            type="button"
                            aria-expanded={day.isLocked ? undefined : dayOpen}
                            aria-controls={day.isLocked ? undefined : dayPanelId}
                            aria-disabled={day.isLocked || undefined}
                            className={rowVariants({
                              level: 'day',
                              state: day.isLocked ? 'locked' : 'idle',
                            })}
                            onClick={() => {
                              if (day.isLocked) return;
                              setExpandedDays((list) => toggle(list, day.sosDetailId));
                              if (!dayOpen) onExpandDay?.(day, group);
                            }}
                          >
                            {day.isLocked ? (
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
                            {day.dayName}
                            {day.isLocked ? <span className="sr-only"> (locked)</span> : null}
                          </button>
                          {dayOpen ? (
                            <ul id={dayPanelId} className="grid gap-0.5">
                              {day.activities === undefined ? (
                                <li className="pl-12">
                                  <Skeleton className="h-8 w-full" />
                                </li>
                              ) : day.activities.length === 0 ? (
                                <li className="py-2 pl-12 text-sm text-muted-foreground">
                                  No activities on this day.
                                </li>
                              ) : (
                                day.activities.map((activity) => {
                                  const selected = activity.id === selectedActivityId;
                                  return (
                                    <li key={activity.id}>
                                      <button
                                        type="button"
                                        aria-current={selected ? 'page' : undefined}
                                        className={rowVariants({
                                          level: 'activity',
                                          state: selected ? 'selected' : 'idle',
                                        })}
                                        onClick={() => onSelectActivity?.(activity, day, group)}
                                      >
                                        <ActivityTypeIcon type={activity.type} />
                                        <span className="min-w-0 flex-1 truncate">
                                          {activity.title}
                                        </span>
                                        <span className="sr-only">
                                          {`, ${activityTypeLabel(activity.type)}${activity.isCompleted ? ', completed' : ''}`}
                                        </span>
                                        {activity.isCompleted ? (
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
