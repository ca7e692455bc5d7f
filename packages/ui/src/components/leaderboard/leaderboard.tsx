import * as React from 'react';
import { cva } from 'class-variance-authority';
import { Trophy } from 'lucide-react';
import type { LeaderboardPosition } from '@portal/domain';
import { cn } from '../../lib/cn';
import { EmptyState } from '../empty-state/empty-state';
import { Skeleton } from '../skeleton/skeleton';

const rowVariants = cva('border-b border-border last:border-b-0', {
  variants: {
    current: { true: 'bg-accent font-semibold text-accent-foreground', false: 'text-foreground' },
  },
  defaultVariants: { current: false },
});

const rankVariants = cva(
  'inline-flex size-8 items-center justify-center rounded-full text-sm font-semibold',
  {
    variants: {
      podium: {
        true: 'bg-warning text-warning-foreground',
        false: 'bg-muted text-foreground',
      },
    },
    defaultVariants: { podium: false },
  },
);

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

export type LeaderboardProps = React.ComponentProps<'div'> & {
  /** Ranked positions, best first. */
  positions: LeaderboardPosition[];
  /** Shows skeleton rows while the leaderboard loads. @defaultValue false */
  loading?: boolean;
  /** Skeleton rows shown while loading (spec counts: 3, 4 or 7). @defaultValue 7 */
  skeletonCount?: 3 | 4 | 7;
  /** Caption of the table. @defaultValue 'Leaderboard' */
  caption?: string;
};

/** Course leaderboard: rank, candidate and score, with the podium and the candidate's own row marked. */
export function Leaderboard({
  positions,
  loading = false,
  skeletonCount = 7,
  caption = 'Leaderboard',
  className,
  ...props
}: LeaderboardProps) {
  if (loading) {
    return (
      <div
        data-slot="leaderboard"
        aria-busy="true"
        className={cn('grid gap-2', className)}
        {...props}
      >
        <span className="sr-only">Loading leaderboard</span>
        {Array.from({ length: skeletonCount }, (_, index) => (
          <Skeleton key={index} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (positions.length === 0) {
    return (
      <div data-slot="leaderboard" className={className} {...props}>
        <EmptyState avatar="norecord" message="No positions yet." />
      </div>
    );
  }
  return (
    <div
      data-slot="leaderboard"
      className={cn('overflow-x-auto rounded-lg border border-border bg-card', className)}
      {...props}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              Rank
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Candidate
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              Score
            </th>
          </tr>
        </thead>
        <tbody>
          {positions.map((entry) => (
            <tr
              key={`${entry.Rank}-${entry.CandidateName}`}
              className={rowVariants({ current: Boolean(entry.IsCurrentCandidate) })}
              aria-current={entry.IsCurrentCandidate ? 'true' : undefined}
            >
              <td className="px-4 py-2">
                <span className={rankVariants({ podium: entry.Rank <= 3 })}>
                  {entry.Rank <= 3 ? <Trophy aria-hidden className="mr-0.5 size-3" /> : null}
                  {entry.Rank}
                </span>
              </td>
              <td className="px-4 py-2">
                <span className="flex items-center gap-3">
                  <span
                    aria-hidden
                    className="inline-flex size-8 items-center justify-center rounded-full bg-secondary text-xs font-semibold text-secondary-foreground"
                  >
                    {initials(entry.CandidateName)}
                  </span>
                  {entry.CandidateName}
                  {entry.IsCurrentCandidate ? (
                    <span className="text-xs font-normal">(you)</span>
                  ) : null}
                </span>
              </td>
              <td className="px-4 py-2 text-right tabular-nums">{entry.Score}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
