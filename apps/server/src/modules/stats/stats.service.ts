import {
  ANONYMOUS_CANDIDATE_NAME,
  ActivityType,
  Feature,
  LeaderboardPeriod,
  type AssignmentProgressResponse,
  type Course,
  type CourseCompletion,
  type CourseSummary,
  type LeaderboardQuery,
  type LeaderboardResponse,
  type MyProgramsStatsResponse,
  type StatsQuery,
  type SubjectCompletionResponse,
  type SubjectScoreResponse,
  type TestAccuracy,
  type TestProgressQuery,
  type TestProgressResponse,
} from '@portal/domain';
import type { ServiceContext } from '../../core/context';
import type { Caller } from '../../http/authentication';
import type { CoursesModule } from '../courses';
import type { FilesModule } from '../files';
import {
  countActivities,
  leaderboardRows,
  listProgramFigures,
  listReviewedAssignments,
  listScoredAttempts,
  subjectMarks,
  testAccuracy,
  type ActivityCountRow,
} from './stats.queries';

export interface StatsContext extends ServiceContext {
  readonly courses: Pick<CoursesModule, 'access'>;
  readonly files: Pick<FilesModule, 'imageUrl'>;
}

/** A share as a percentage with one decimal (0 when there is nothing to share). */
export const percentOf = (part: number, whole: number): number => (whole > 0 ? Math.round((1000 * part) / whole) / 10 : 0);

/** Monday 00:00 UTC of the week `now` is in: where the leaderboard's "this week" starts. */
export function weekStart(now: Date): Date {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  return start;
}

const contentKinds = {
  videos: [ActivityType.video],
  readings: [ActivityType.reading],
  tests: [ActivityType.test, ActivityType.classTest],
  assignments: [ActivityType.assignment],
} as const;

function tally(rows: readonly ActivityCountRow[], types?: readonly number[]) {
  const chosen = types ? rows.filter((row) => types.includes(row.activity_type)) : rows;
  return { total: chosen.reduce((sum, row) => sum + row.total, 0), done: chosen.reduce((sum, row) => sum + row.done, 0) };
}

/**
 * CandidateStatsService (spec 3, 7): every call first finds the caller's own enrolment (404 for
 * anyone else's, whatever id is sent) with the Stats feature (GetLeaderBoard: Leaderboard; 403
 * otherwise), a subject filter must be one of the course's subjects (404), then one SQL statement
 * computes the figures from the candidate's completions, scored attempts and reviewed assignments.
 * So every call costs the same two statements however long the history.
 */
export function createStatsService({ db, clock, courses, files }: StatsContext) {
  const { access } = courses;

  async function enrolment(caller: Caller, query: { candidateSOSId: number; subjectId?: number }, feature: Feature = Feature.Stats): Promise<Course> {
    const course = await access.enrolment(caller, query.candidateSOSId, feature);
    if (query.subjectId !== undefined) access.subjectOf(course, query.subjectId);
    return course;
  }

  const activityCounts = (course: Course) =>
    countActivities(
      db,
      course.SOSId,
      course.Subjects.map((subject) => subject.SubjectId),
      course.CandidateSOSId,
    );

  return {
    async myPrograms(caller: Caller): Promise<MyProgramsStatsResponse> {
      const rows = await listProgramFigures(db, caller.user.id);
      return {
        Programs: rows.map((row) => ({
          CandidateSOSId: row.candidate_sos_id,
          CourseName: row.course_name,
          CompletionPercentage: percentOf(row.done, row.total),
          AverageScore: percentOf(row.obtained, row.available),
        })),
      };
    },

    async accuracy(caller: Caller, query: StatsQuery): Promise<TestAccuracy> {
      const course = await enrolment(caller, query);
      const { correct, questions } = await testAccuracy(db, course.CandidateSOSId, course.SOSId, query.subjectId);
      return { Correct: percentOf(correct, questions) };
    },

    async testProgress(caller: Caller, query: TestProgressQuery): Promise<TestProgressResponse> {
      const course = await enrolment(caller, query);
      const rows = await listScoredAttempts(db, course.CandidateSOSId, course.SOSId, { subjectId: query.subjectId, testSource: query.testSource });
      return {
        SelectedSubjectId: query.subjectId ?? null,
        TestsProgress: rows.map((row) => ({
          SubjectId: row.subject_id,
          TestName: row.test_name,
          Percentage: Math.min(100, Math.max(0, Math.round(row.percentage * 10) / 10)),
          TotalQuestion: row.correct + row.wrong + row.not_attempted,
          CorrectQuestions: row.correct,
          WrongQuestions: row.wrong,
          NotAttempted: row.not_attempted,
          Score: row.score,
          TotalMarks: row.total_marks,
          TestAttemptDate: new Date(row.submitted_ms).toISOString(),
        })),
      };
    },

    async assignmentProgress(caller: Caller, query: StatsQuery): Promise<AssignmentProgressResponse> {
      const course = await enrolment(caller, query);
      const rows = await listReviewedAssignments(db, course.CandidateSOSId, course.SOSId, query.subjectId);
      return {
        AssignmentsProgress: rows.map((row) => ({
          Title: row.title,
          ObtainScore: row.score,
          TotalScore: row.total_score,
          Percentage: percentOf(row.score, row.total_score),
          SubmittedDate: new Date(row.submitted_ms).toISOString(),
        })),
      };
    },

    async completion(caller: Caller, query: StatsQuery): Promise<CourseCompletion> {
      const course = await enrolment(caller, query);
      const { total, done } = tally(await activityCounts(course));
      return { CompletedActivities: done, TotalActivities: total, CompletionPercentage: percentOf(done, total) };
    },

    async summary(caller: Caller, query: StatsQuery): Promise<CourseSummary> {
      const course = await enrolment(caller, query);
      const rows = await activityCounts(course);
      const videos = tally(rows, contentKinds.videos);
      const readings = tally(rows, contentKinds.readings);
      const tests = tally(rows, contentKinds.tests);
      const assignments = tally(rows, contentKinds.assignments);
      return {
        WatchedVideos: videos.done,
        TotalVideos: videos.total,
        ReadReadings: readings.done,
        TotalReadings: readings.total,
        AttemptedTests: tests.done,
        TotalTests: tests.total,
        SubmittedAssignments: assignments.done,
        TotalAssignments: assignments.total,
      };
    },

    /** SubjectsScore: per subject with at least one scored attempt, marks obtained over marks available (course order). */
    async subjectScore(caller: Caller, query: StatsQuery): Promise<SubjectScoreResponse> {
      const course = await enrolment(caller, query);
      const marks = new Map((await subjectMarks(db, course.CandidateSOSId, course.SOSId)).map((row) => [row.subject_id, row]));
      return {
        SubjectsScore: course.Subjects.flatMap((subject) => {
          const row = marks.get(subject.SubjectId);
          return row ? [{ SubjectName: subject.SubjectName, SubjectColor: subject.SubjectColor, Score: percentOf(row.obtained, row.available) }] : [];
        }),
      };
    },

    /** SubjectsCompletion: per subject with activities, completed over all of them (course order). */
    async subjectCompletion(caller: Caller, query: StatsQuery): Promise<SubjectCompletionResponse> {
      const course = await enrolment(caller, query);
      const rows = await activityCounts(course);
      return {
        SubjectsCompletion: course.Subjects.flatMap((subject) => {
          const { total, done } = tally(rows.filter((row) => row.subject_id === subject.SubjectId));
          return total > 0 ? [{ SubjectName: subject.SubjectName, SubjectProgress: percentOf(done, total), Color: subject.SubjectColor }] : [];
        }),
      };
    },

    /**
     * Positions (LeaderboardPosition documents the score and the tie rule): the first ten and the
     * caller's row with two neighbours either side. Others who chose to be anonymous show as
     * "Anonymous candidate" without a picture; the setting is read in the same statement, so it
     * applies from the next read.
     */
    async leaderboard(caller: Caller, query: LeaderboardQuery): Promise<LeaderboardResponse> {
      const course = await enrolment(caller, query, Feature.Leaderboard);
      const since = query.period === LeaderboardPeriod.thisWeek ? weekStart(clock()) : null;
      const rows = await leaderboardRows(db, course.SOSId, course.CandidateSOSId, since);
      const positions = await Promise.all(
        rows.map(async (row) => {
          const isCurrent = row.candidate_sos_id === course.CandidateSOSId;
          const hidden = row.anonymous && !isCurrent;
          return {
            Rank: row.rank,
            Position: row.position,
            CandidateName: hidden ? ANONYMOUS_CANDIDATE_NAME : row.full_name,
            ProfileImage: hidden ? null : await files.imageUrl(row.profile_image, row.profile_image_type),
            Score: row.score,
            ResultPercentage: row.result,
            ParticipationPercentage: row.participation,
            IsAnonymous: row.anonymous,
            IsCurrentCandidate: isCurrent,
          };
        }),
      );
      return {
        Positions: positions,
        Period: query.period,
        TotalCandidates: rows[0]?.total_candidates ?? 0,
        Since: since ? since.toISOString() : null,
      };
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
