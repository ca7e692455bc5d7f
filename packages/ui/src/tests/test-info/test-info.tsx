import * as React from 'react';
import { CalendarDays, Clock, ListChecks, type LucideIcon } from 'lucide-react';
import { TestType, formatDate } from '@portal/domain';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/badge/badge';
import { Button } from '../../primitives/button/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../primitives/card/card';

const testTypeLabel: Record<TestType, string> = {
  [TestType.CAT]: 'Adaptive (CAT)',
  [TestType.CBT]: 'Computer based (CBT)',
  [TestType.PBT]: 'Paper based (PBT)',
};

/** One fact of the test: the dt holds the icon and label, the dd the value (valid dl structure). */
function TestFact({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs text-muted-foreground">
        <Icon aria-hidden className="size-5" />
        {label}
      </dt>
      <dd className="pl-7 font-semibold text-foreground">{children}</dd>
    </div>
  );
}

export type TestInfoProps = React.ComponentProps<'div'> & {
  /** Test name. */
  testName: string;
  /** Subject the test belongs to. */
  subjectName?: string;
  /** TestType.Value: CAT 1, CBT 2, PBT 3. */
  testType: TestType;
  /** TotalQuestions. */
  totalQuestions: number;
  /** Time allowed in minutes; untimed when absent. */
  durationMinutes?: number;
  /** Due date (ISO), shown as DD-MMM-YYYY. */
  dueDate?: string | null;
  /** isExpired route flag: the due date has passed, so the test can no longer be started. @defaultValue false */
  isExpired?: boolean;
  /** IsAttemptedTest: the result can be viewed instead of starting. @defaultValue false */
  isAttempted?: boolean;
  /** IsFLP: a full-length practice test across subjects. @defaultValue false */
  isFLP?: boolean;
  /** Instructions from the test's Config. */
  instructions?: string[];
  /** Starts the attempt. */
  onStart?: () => void;
  /** Opens the result of an attempted test. */
  onViewResult?: () => void;
};

/** The test info page shown before an attempt: facts, instructions and the start (or result) action. */
export function TestInfo({
  testName,
  subjectName,
  testType,
  totalQuestions,
  durationMinutes,
  dueDate,
  isExpired = false,
  isAttempted = false,
  isFLP = false,
  instructions = [],
  onStart,
  onViewResult,
  className,
  ...props
}: TestInfoProps) {
  const allInstructions =
    testType === TestType.CAT
      ? // spec: a CAT test needs an answer before the next question; it cannot go back.
        [
          'Each question must be answered before the next one is shown.',
          'You cannot return to earlier questions.',
          ...instructions,
        ]
      : instructions;
  return (
    <Card data-slot="test-info" className={cn('w-full max-w-2xl', className)} {...props}>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{testTypeLabel[testType]}</Badge>
          {isFLP ? <Badge variant="info">FLP</Badge> : null}
          {isAttempted ? <Badge variant="success">Attempted</Badge> : null}
          {isExpired ? <Badge variant="destructive">Expired</Badge> : null}
        </div>
        <CardTitle size="lg">{testName}</CardTitle>
        {subjectName ? <CardDescription>{subjectName}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-3 sm:grid-cols-3">
          <TestFact icon={ListChecks} label="Questions">
            {totalQuestions}
          </TestFact>
          <TestFact icon={Clock} label="Duration">
            {durationMinutes ? `${durationMinutes} min` : 'Untimed'}
          </TestFact>
          {dueDate ? (
            <TestFact icon={CalendarDays} label="Due date">
              <time dateTime={dueDate}>{formatDate(dueDate)}</time>
            </TestFact>
          ) : null}
        </dl>
        {allInstructions.length > 0 ? (
          <section aria-label="Instructions">
            <h3 className="text-sm font-semibold text-foreground">Instructions</h3>
            <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm text-foreground">
              {allInstructions.map((instruction) => (
                <li key={instruction}>{instruction}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {isExpired && !isAttempted ? (
          <p role="status" className="text-sm font-medium text-destructive">
            The due date has passed; this test can no longer be attempted.
          </p>
        ) : null}
      </CardContent>
      <CardFooter className="justify-end gap-2">
        {isAttempted ? (
          onViewResult ? (
            <Button onClick={onViewResult}>View result</Button>
          ) : null
        ) : onStart ? (
          <Button onClick={onStart} disabled={isExpired}>
            Start test
          </Button>
        ) : null}
      </CardFooter>
    </Card>
  );
}
