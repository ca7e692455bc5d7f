import * as React from 'react';
import { cva } from 'class-variance-authority';
import { CircleCheck, CircleMinus, CircleX } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Card, CardContent, CardHeader, CardTitle } from '../../primitives/card/card';

const statVariants = cva('flex items-center gap-3 rounded-md border p-3', {
  variants: {
    tone: {
      correct: '[&_svg]:text-success',
      wrong: '[&_svg]:text-destructive',
      notAttempted: '[&_svg]:text-muted-foreground',
    },
  },
});

export type ResultSummaryProps = React.ComponentProps<'div'> & {
  /** Questions answered correctly (MCQQuestionSummary.CorrectQuestions). */
  correctQuestions: number;
  /** Questions answered wrongly (WrongQuestions). */
  wrongQuestions: number;
  /** Questions left unanswered (NotAttempted). */
  notAttempted: number;
  /** Percentage score, 0..100 (ObtainedPercentageScore). */
  obtainedPercentageScore: number;
  /** Score obtained (ObtainedScore). */
  obtainedScore: number;
  /** Maximum score (TotalScore). */
  totalScore: number;
  /** Heading of the card. @defaultValue 'Result' */
  title?: string;
};

/** The MCQ result of a test: correct, wrong and not attempted counts, percentage and score. */
export function ResultSummary({
  correctQuestions,
  wrongQuestions,
  notAttempted,
  obtainedPercentageScore,
  obtainedScore,
  totalScore,
  title = 'Result',
  className,
  ...props
}: ResultSummaryProps) {
  const percentage = Math.round(obtainedPercentageScore * 100) / 100;
  const stats = [
    { tone: 'correct', label: 'Correct', value: correctQuestions, Icon: CircleCheck },
    { tone: 'wrong', label: 'Wrong', value: wrongQuestions, Icon: CircleX },
    { tone: 'notAttempted', label: 'Not attempted', value: notAttempted, Icon: CircleMinus },
  ] as const;
  return (
    <Card data-slot="result-summary" className={cn('w-full', className)} {...props}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-end gap-x-8 gap-y-2">
          <p className="flex flex-col">
            <span className="text-sm text-muted-foreground">Percentage</span>
            <span className="text-3xl font-bold text-foreground">{percentage}%</span>
          </p>
          <p className="flex flex-col">
            <span className="text-sm text-muted-foreground">Score</span>
            <span className="text-3xl font-bold text-foreground">
              {obtainedScore}
              <span className="text-lg font-medium text-muted-foreground"> / {totalScore}</span>
            </span>
          </p>
        </div>
        <dl className="grid gap-2 sm:grid-cols-3">
          {stats.map(({ tone, label, value, Icon }) => (
            <div key={tone} className={statVariants({ tone })}>
              <dt className="flex items-center gap-2 text-sm text-muted-foreground">
                <Icon aria-hidden className="size-6" />
                {label}
              </dt>
              <dd className="ml-auto text-xl font-semibold text-foreground">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
