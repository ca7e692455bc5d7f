import { defaultCandidateSettings, type Activity } from '@portal/domain';
import { buildDemoTests, type CohortCandidate, type DemoCourseData } from '@portal/domain/fixtures';
import type { Database } from '../../core/context';
import { seedGeneratedCandidates, type AccountModule } from '../account';
import { seedCompletions } from '../courses';
import { seedCandidateLearning } from '../dashboard';
import { seedCandidateSettings } from '../settings';
import { loadQuestions, seedScoredAttempt } from '../tests';

const hourMs = 60 * 60 * 1000;

const completionKey = (activity: Activity): { kind: 'content' | 'test' | 'assignment'; itemId: number } | null =>
  activity.SOSDetailContentId !== null
    ? { kind: 'content', itemId: activity.SOSDetailContentId }
    : activity.SOSDetailTestId !== null
      ? { kind: 'test', itemId: activity.SOSDetailTestId }
      : activity.SOSDetailAssignmentId !== null
        ? { kind: 'assignment', itemId: activity.SOSDetailAssignmentId }
        : null;

/**
 * Issue 17: the demo world's classmates on the main course (`data`, MDCAT), with real activity: each
 * completes the first `studyShare` of every subject's activities in course order (videos, readings,
 * quizzes; assignments are left to the demo candidate), every completed quiz gets a submitted
 * attempt with `accuracy` of its questions right, scored as a submit is; the times go back from
 * `lastActiveHoursAgo` before `now`. Their accounts get one random password nobody knows; those
 * who chose anonymity have it in their settings. Rows already there are kept.
 */
export async function seedLeaderboardCohort(
  db: Database,
  passwords: AccountModule['passwords'],
  cohort: readonly CohortCandidate[],
  data: DemoCourseData,
  now: Date,
): Promise<void> {
  if (cohort.length === 0) return;
  await seedGeneratedCandidates(db, passwords, cohort, now);
  for (const candidate of cohort)
    await seedCandidateLearning(db, candidate.userId, { courses: [{ ...data.course, CandidateSOSId: candidate.candidateSosId, ItemRating: null }], ebooks: [] });
  await seedCandidateSettings(
    db,
    cohort.filter((candidate) => candidate.leaderboardAnonymous).map((candidate) => ({ userId: candidate.userId, settings: { ...defaultCandidateSettings, LeaderboardAnonymous: true } })),
    now,
  );

  const quizzes = new Map(buildDemoTests(data).flatMap((test) => (test.sosDetailTestId === null ? [] : [[test.sosDetailTestId, test] as const])));
  const banks = new Map<number, Awaited<ReturnType<typeof loadQuestions>>>();
  const completions: Parameters<typeof seedCompletions>[1][number][] = [];
  for (const candidate of cohort) {
    const done: { activity: Activity; at: Date }[] = [];
    for (const groups of Object.values(data.activityGroups)) {
      const activities = groups
        .flatMap((group) => group.SubjectActivityGroupDays)
        .flatMap((day) => day.SubjectGroupDayActivities)
        .filter((activity) => activity.AssignmentId === null);
      for (const activity of activities.slice(0, Math.round(candidate.studyShare * activities.length))) done.push({ activity, at: now });
    }
    // The newest activity `lastActiveHoursAgo` ago, each earlier one five hours before the next.
    done.forEach((entry, index) => (entry.at = new Date(now.getTime() - (candidate.lastActiveHoursAgo + (done.length - 1 - index) * 5) * hourMs)));
    for (const { activity, at } of done) {
      const key = completionKey(activity);
      if (!key) continue;
      completions.push({ candidateSosId: candidate.candidateSosId, ...key, userId: candidate.userId, completedAt: at });
      const quiz = key.kind === 'test' ? quizzes.get(key.itemId) : undefined;
      if (!quiz) continue;
      const bank = banks.get(quiz.testId) ?? (await loadQuestions(db, { testId: quiz.testId }));
      banks.set(quiz.testId, bank);
      await seedScoredAttempt(
        db,
        {
          userId: candidate.userId,
          candidateSosId: candidate.candidateSosId,
          testId: quiz.testId,
          correctAnswers: Math.round(candidate.accuracy * bank.length),
          startedAt: new Date(at.getTime() - bank.length * 60_000),
          durationMinutes: quiz.durationMinutes,
        },
        bank,
      );
    }
  }
  await seedCompletions(db, completions);
}
