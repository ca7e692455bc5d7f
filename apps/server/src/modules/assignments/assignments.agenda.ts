import { and, asc, gte, inArray, lt } from 'drizzle-orm';
import { AgendaItemKind, Feature, isFeatureAllowed, type AgendaItem, type Course } from '@portal/domain';
import type { Database } from '../../core/context';
import { assignmentSubmissions, assignments } from './assignments.tables';

/**
 * For the study agenda (live module): the due dates in [from, to) of the enrolments' assignments
 * (Assignments feature) not yet submitted. Two statements.
 */
export function createAssignmentsAgenda(db: Database) {
  return async function dueAssignments(enrolments: readonly Course[], from: Date, to: Date): Promise<AgendaItem[]> {
    const allowed = enrolments.filter((course) => isFeatureAllowed(course, Feature.Assignments));
    if (allowed.length === 0) return [];
    const [rows, submitted] = await Promise.all([
      db
        .select()
        .from(assignments)
        .where(and(gte(assignments.dueAt, from), lt(assignments.dueAt, to), inArray(assignments.sosId, [...new Set(allowed.map((course) => course.SOSId))])))
        .orderBy(asc(assignments.dueAt), asc(assignments.assignmentId)),
      db
        .select({ candidateSosId: assignmentSubmissions.candidateSosId, assignmentId: assignmentSubmissions.assignmentId, submittedAt: assignmentSubmissions.submittedAt })
        .from(assignmentSubmissions)
        .where(inArray(assignmentSubmissions.candidateSosId, allowed.map((course) => course.CandidateSOSId))),
    ]);
    const done = new Set(submitted.filter((row) => row.submittedAt !== null).map((row) => `${row.candidateSosId}:${row.assignmentId}`));
    return rows.flatMap((row) =>
      allowed
        .filter((course) => course.SOSId === row.sosId && !done.has(`${course.CandidateSOSId}:${row.assignmentId}`))
        .map((course) => ({
          Key: `assignment-${course.CandidateSOSId}-${row.assignmentId}`,
          Kind: AgendaItemKind.assignment,
          ItemId: row.assignmentId,
          CandidateSOSId: course.CandidateSOSId,
          CourseName: course.CourseName,
          Title: row.title,
          Detail: `Assignment · ${row.totalScore} marks`,
          StartTime: row.dueAt!.toISOString(),
          DurationMinutes: null,
          MeetingStatus: null,
        })),
    );
  };
}
