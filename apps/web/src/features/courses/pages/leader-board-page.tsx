import { useState } from 'react';
import { Link, useParams, useRouteLoaderData } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { leaderBoardQueryOptions } from '@portal/api';
import { LeaderboardPeriod, formatDate } from '@portal/domain';
import { Leaderboard, Tabs, TabsContent, TabsList, TabsTrigger, textLinkVariants } from '@portal/ui';
import { apiClient } from '../../../shared/services';
import { ListLoadError } from '../components/list-load-error';
import { comingCoursePages } from '../course-menu';
import { statsPath } from '../course-paths';
import { COURSE_ROUTE_ID, type CourseLoaderData } from '../course-route';

/** One period's board: the top ten, then the candidate's own row with two neighbours either side. */
function Board({ candidateSOSId, period }: { candidateSOSId: number; period: LeaderboardPeriod }) {
  const board = useQuery(leaderBoardQueryOptions(apiClient, { candidateSOSId, period }));
  if (board.isError && !board.data) return <ListLoadError what="leaderboard" onRetry={() => void board.refetch()} />;
  const positions = board.data?.Positions ?? [];
  const caption =
    period === LeaderboardPeriod.thisWeek
      ? `This week${board.data?.Since ? ` (since ${formatDate(board.data.Since)})` : ''}`
      : 'All time';
  return (
    <div className="flex flex-col gap-2">
      <Leaderboard positions={positions} loading={board.isPending} caption={`${caption}: ${board.data?.TotalCandidates ?? '…'} candidates`} />
      {positions.some((entry, index) => index > 0 && entry.Position > (positions[index - 1]?.Position ?? 0) + 1) ? (
        <p className="text-sm text-muted-foreground">The top ten are followed by your place and the candidates around you.</p>
      ) : null}
    </div>
  );
}

/**
 * spec 2: /leaderBoard (Leaderboard feature, gated in the route). Positions ranked by the server:
 * score = 0.7 × results (marks obtained over marks available in tests and reviewed assignments) +
 * 0.3 × participation (activities completed over all of the course's); equal scores share a rank.
 * All time or this week (since Monday 00:00 UTC). Others appear by name and picture, or as
 * "Anonymous candidate" when they chose so in the course settings.
 */
export default function LeaderBoardPage() {
  const { course } = useRouteLoaderData(COURSE_ROUTE_ID) as CourseLoaderData;
  const { courseName = '', candidateSOSId = '' } = useParams();
  const [period, setPeriod] = useState<LeaderboardPeriod>(LeaderboardPeriod.allTime);

  return (
    <div className="flex flex-col gap-4">
      <h1 id="page-title" className="text-2xl font-semibold">
        {comingCoursePages.leaderBoard.label}
      </h1>
      <p className="max-w-prose text-sm text-muted-foreground">
        Your score is 70% results (marks you obtained in tests and reviewed assignments over the marks available) and 30%
        participation (activities of this course you completed). Equal scores share a rank; among them, whoever reached
        the score first is listed first.
      </p>
      <Tabs value={period} onValueChange={(value) => setPeriod(value as LeaderboardPeriod)}>
        <TabsList aria-label="Period">
          <TabsTrigger value={LeaderboardPeriod.allTime}>All time</TabsTrigger>
          <TabsTrigger value={LeaderboardPeriod.thisWeek}>This week</TabsTrigger>
        </TabsList>
        <TabsContent value={LeaderboardPeriod.allTime}>
          <Board candidateSOSId={course.CandidateSOSId} period={LeaderboardPeriod.allTime} />
        </TabsContent>
        <TabsContent value={LeaderboardPeriod.thisWeek}>
          <Board candidateSOSId={course.CandidateSOSId} period={LeaderboardPeriod.thisWeek} />
        </TabsContent>
      </Tabs>
      <p className="flex flex-wrap gap-4 text-sm">
        <Link to="/course/setting" className={textLinkVariants()}>
          Appear anonymously (course settings)
        </Link>
        <Link to={statsPath({ courseName, encryptedSosId: candidateSOSId })} className={textLinkVariants()}>
          Your stats
        </Link>
      </p>
    </div>
  );
}
