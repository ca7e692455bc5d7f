import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { CalendarDays } from 'lucide-react';
import { formatDate, type SubscriptionStatus } from '@portal/domain';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../primitives/card/card';
import { RatingStars } from '../rating-stars/rating-stars';
import { SubscriptionStatusBadge } from '../../commerce/subscription-status-badge/subscription-status-badge';

const courseCardVariants = cva('flex h-full flex-col', {
  variants: {
    layout: { grid: 'w-full max-w-sm', list: 'w-full' },
  },
  defaultVariants: { layout: 'grid' },
});

export type CourseCardProps = React.ComponentProps<'div'> &
  VariantProps<typeof courseCardVariants> & {
    /** CourseName. */
    courseName: string;
    /** CourseEndDate.Value (ISO date); shown as DD-MMM-YYYY. Omitted when the course has no end. */
    courseEndDate?: string | null;
    /** ItemRating, 0..5; 0 means not rated. @defaultValue 0 */
    rating?: number;
    /** The subscription's SubscriptionStatus. */
    subscriptionStatus: SubscriptionStatus;
    /** Label of the main action. @defaultValue 'Open course' */
    actionLabel?: string;
    /** Shown under the rating: where the student left off (a ResumePrompt). */
    resume?: React.ReactNode;
    /** Opens the course; the button is hidden when absent. */
    onOpen?: () => void;
    /** Level of the title heading, to fit the page's outline. @defaultValue 3 */
    headingLevel?: 2 | 3 | 4;
  };

/** A course in My Courses: name, end date, rating and subscription status. */
export function CourseCard({
  headingLevel = 3,
  courseName,
  courseEndDate,
  rating = 0,
  subscriptionStatus,
  actionLabel = 'Open course',
  onOpen,
  resume,
  layout,
  className,
  ...props
}: CourseCardProps) {
  return (
    <Card
      data-slot="course-card"
      className={cn(courseCardVariants({ layout }), className)}
      {...props}
    >
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle level={headingLevel} size="sm">
            {courseName}
          </CardTitle>
          <SubscriptionStatusBadge status={subscriptionStatus} />
        </div>
        {courseEndDate ? (
          <CardDescription className="flex items-center gap-1.5">
            <CalendarDays aria-hidden className="size-4" />
            <span>
              Ends on <time dateTime={courseEndDate}>{formatDate(courseEndDate)}</time>
            </span>
          </CardDescription>
        ) : null}
      </CardHeader>
      <CardContent className="flex-1">
        <RatingStars readOnly size="sm" value={rating} label="Course rating" />
        {resume ? <div className="mt-3">{resume}</div> : null}
      </CardContent>
      {onOpen ? (
        <CardFooter>
          <Button className="w-full" onClick={onOpen} aria-label={`${actionLabel}: ${courseName}`}>
            {actionLabel}
          </Button>
        </CardFooter>
      ) : null}
    </Card>
  );
}
