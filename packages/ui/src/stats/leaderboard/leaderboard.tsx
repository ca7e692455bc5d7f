import * as React from 'react';
import { cva } from 'class-variance-authority';
import { Trophy } from 'lucide-react';
import type { LeaderboardPosition } from '@portal/domain';
import { DataTable, type DataTableColumn } from '../../primitives/data-table/data-table';

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

export type LeaderboardProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Ranked positions, best first. */
  positions: LeaderboardPosition[];
  /** Shows skeleton rows while the leaderboard loads. @defaultValue false */
  loading?: boolean;
  /** Skeleton rows shown while loading (spec counts: 3, 4 or 7). @defaultValue 7 */
  skeletonCount?: 3 | 4 | 7;
  /** Caption of the table. @defaultValue 'Leaderboard' */
  caption?: string;
};

const columns: DataTableColumn<LeaderboardPosition>[] = [
  {
    id: 'rank',
    header: 'Rank',
    cell: (entry) => (
      <span className={rankVariants({ podium: entry.Rank <= 3 })}>
        {entry.Rank <= 3 ? <Trophy aria-hidden className="mr-0.5 size-3" /> : null}
        {entry.Rank}
      </span>
    ),
  },
  {
    id: 'candidate',
    header: 'Candidate',
    cell: (entry) => (
      <span className="flex items-center gap-3">
        <span
          aria-hidden
          className="inline-flex size-8 items-center justify-center rounded-full bg-secondary text-xs font-semibold text-secondary-foreground"
        >
          {initials(entry.CandidateName)}
        </span>
        {entry.CandidateName}
        {entry.IsCurrentCandidate ? (
          <span className="text-xs font-normal">
            {entry.IsAnonymous ? '(you, anonymous to others)' : '(you)'}
          </span>
        ) : null}
      </span>
    ),
  },
  {
    id: 'results',
    header: 'Results',
    align: 'end',
    cell: (entry) => `${entry.ResultPercentage}%`,
  },
  {
    id: 'participation',
    header: 'Participation',
    align: 'end',
    cell: (entry) => `${entry.ParticipationPercentage}%`,
  },
  { id: 'score', header: 'Score', align: 'end', className: 'font-semibold', cell: (entry) => entry.Score },
];

/**
 * Course leaderboard: rank, candidate, results, participation and score (0.7 x results + 0.3 x
 * participation), with the podium and the candidate's own row marked. Equal scores share a rank.
 */
export function Leaderboard({
  positions,
  loading = false,
  skeletonCount = 7,
  caption = 'Leaderboard',
  ...props
}: LeaderboardProps) {
  return (
    <DataTable
      slot="leaderboard"
      caption={caption}
      columns={columns}
      rows={positions}
      rowKey={(entry) => String(entry.Position)}
      rowProps={(entry) =>
        entry.IsCurrentCandidate
          ? { 'aria-current': 'true', className: 'bg-accent font-semibold text-accent-foreground' }
          : {}
      }
      loading={loading}
      skeletonCount={skeletonCount}
      skeletonClassName="h-12"
      emptyMessage="No positions yet."
      density="comfortable"
      // At phone width the table scrolls sideways: the scroll box takes the keyboard (axe
      // scrollable-region-focusable) and is named by the caption.
      tabIndex={0}
      role="region"
      aria-label={caption}
      {...props}
    />
  );
}
