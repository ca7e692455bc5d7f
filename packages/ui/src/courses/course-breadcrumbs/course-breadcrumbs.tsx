import type { CourseNavigationStep } from '@portal/domain';
import { ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn';

/** Where a breadcrumb leads: the course home or one of the spec's navigation steps. */
export type CourseBreadcrumbTarget = 'course' | CourseNavigationStep;

export type CourseBreadcrumbsProps = Omit<React.ComponentProps<'nav'>, 'children'> & {
  /** The current step (spec: subject-nav, group-nav, activity-nav). */
  step: CourseNavigationStep;
  /** The course's name (first crumb). */
  courseName: string;
  /** The subject's name (shown from group-nav on). */
  subjectName?: string;
  /** The group's name, e.g. 'Group 1' (shown at activity-nav). */
  groupName?: string;
  /** The activity's name (the current page at activity-nav). */
  activityName?: string;
  /** Called when an earlier crumb is chosen. */
  onNavigate?: (target: CourseBreadcrumbTarget) => void;
};

type Crumb = { target: CourseBreadcrumbTarget; label: string };

function crumbsFor({
  step,
  courseName,
  subjectName,
  groupName,
  activityName,
}: CourseBreadcrumbsProps): Crumb[] {
  const course: Crumb = { target: 'course', label: courseName };
  switch (step) {
    case 'subject-nav':
      return [course, { target: 'subject-nav', label: 'Subjects' }];
    case 'group-nav':
      return [
        course,
        { target: 'subject-nav', label: subjectName ?? 'Subject' },
        { target: 'group-nav', label: 'Groups' },
      ];
    case 'activity-nav':
      return [
        course,
        { target: 'subject-nav', label: subjectName ?? 'Subject' },
        { target: 'group-nav', label: groupName ?? 'Group' },
        { target: 'activity-nav', label: activityName ?? 'Activity' },
      ];
    default:
      return step satisfies never;
  }
}

/** The trail through a course: course, subject, group, activity; the last crumb is the current page. */
export function CourseBreadcrumbs(props: CourseBreadcrumbsProps) {
  const { step, courseName, subjectName, groupName, activityName, onNavigate, className, ...rest } =
    props;
  const crumbs = crumbsFor({ step, courseName, subjectName, groupName, activityName });
  return (
    <nav
      data-slot="course-breadcrumbs"
      data-step={step}
      aria-label="Breadcrumb"
      className={className}
      {...rest}
    >
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${crumb.target}-${index}`} className="flex items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="font-medium text-foreground">
                  {crumb.label}
                </span>
              ) : (
                <button
                  type="button"
                  onClick={() => onNavigate?.(crumb.target)}
                  className={cn(
                    'cursor-pointer rounded-sm underline-offset-4 hover:text-foreground hover:underline',
                  )}
                >
                  {crumb.label}
                </button>
              )}
              {last ? null : <ChevronRight aria-hidden className="size-3.5" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
