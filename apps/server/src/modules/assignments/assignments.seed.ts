import { CloudStorageFolder, SubmissionType } from '@portal/domain';
import type { DemoCourseData } from '@portal/domain/fixtures';
import type { Database } from '../../core/context';
import type { FileStorage } from '../../platform/storage';
import { assignmentSubmissions, assignments } from './assignments.tables';

const dayMs = 24 * 60 * 60 * 1000;

/** Demo: full marks of every assignment. */
const demoTotalScore = 10;

/**
 * Demo: an assignment submitted and waiting for its review (the ECAT projectile problem set, on an
 * open day of demo.candidate's second course). The demo world's submitted assignments are reviewed.
 */
const demoPendingReview = new Set([7122]);

/**
 * A one-page PDF standing for a scanned answer sheet (what the demo submissions hold): real PDF
 * syntax, so the file opens and its type sniffs as PDF.
 */
function demoAnswerSheet(title: string, note = 'Worked solutions, scanned'): Uint8Array {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 14 Tf 72 760 Td (${text}) Tj 0 -24 Td (${note}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/**
 * The stored key of a demo submission's file: the same on every start (the uuid part from the
 * assignment id), so the file is written with the catalogue (which runs on every start) and the
 * submission row written once with the demo users points at it.
 */
export const demoAnswerSheetKey = (userId: string, assignmentId: number) =>
  `${CloudStorageFolder.assignments}/${userId.toLowerCase()}/00000000-0000-4000-8000-${String(assignmentId).padStart(12, '0')}-answer-sheet.pdf`;

/** The stored key of the reviewer's annotated copy of a reviewed demo attachment (stable like the answer sheet's). */
export const demoReviewedSheetKey = (userId: string, assignmentId: number) =>
  `${CloudStorageFolder.assignments}/${userId.toLowerCase()}/00000000-0000-4000-9000-${String(assignmentId).padStart(12, '0')}-answer-sheet-reviewed.pdf`;
const demoReviewNote = 'Reviewed: margin notes on the resolution column and the electron wavelength';

/** Which of the enrolment's assignments the demo candidate has submitted. */
const demoSubmitted = (data: DemoCourseData) =>
  data.assignments.filter((assignment) => assignment.IsSubmitted || demoPendingReview.has(assignment.AssignmentId));

/** The demo submissions' files in storage, unless they are there already. */
export async function seedDemoAnswerSheets(storage: FileStorage, userId: string, data: DemoCourseData): Promise<void> {
  for (const assignment of demoSubmitted(data)) {
    if (assignment.SubmissionType !== SubmissionType.Attachment) continue;
    const key = demoAnswerSheetKey(userId, assignment.AssignmentId);
    if (!(await storage.stat(key))) await storage.put(key, demoAnswerSheet(assignment.Title), 'application/pdf');
    const reviewedKey = demoReviewedSheetKey(userId, assignment.AssignmentId);
    if (assignment.IsSubmitted && !(await storage.stat(reviewedKey))) await storage.put(reviewedKey, demoAnswerSheet(assignment.Title, demoReviewNote), 'application/pdf');
  }
}

/**
 * The assignments of one enrolment's course (the demo world's, with their real briefs): rows
 * already there are left alone. Due dates count from `now`: five days ahead, but the course's last
 * assignment, which closed two days ago (the expired state).
 */
export async function seedDemoAssignments(db: Database, data: DemoCourseData, now: Date): Promise<void> {
  if (data.assignments.length === 0) return;
  const last = data.assignments.at(-1)?.AssignmentId;
  await db
    .insert(assignments)
    .values(
      data.assignments.map((assignment) => ({
        assignmentId: assignment.AssignmentId,
        sosId: data.course.SOSId,
        subjectId: assignment.SubjectId,
        sosDetailAssignmentId: assignment.SOSDetailAssignmentId,
        title: assignment.Title,
        instructions: assignment.Instructions,
        submissionType: assignment.SubmissionType,
        totalScore: demoTotalScore,
        dueAt: new Date(now.getTime() + (assignment.AssignmentId === last ? -2 : 5) * dayMs),
      })),
    )
    .onConflictDoNothing();
}

/**
 * One enrolment's demo work: the demo world's submitted assignments, reviewed with its score and
 * remarks, and the one waiting for review. Attachments hold a demo answer sheet in storage (and,
 * once reviewed, the reviewer's annotated copy).
 */
export async function seedDemoAssignmentWork(db: Database, userId: string, data: DemoCourseData, now: Date): Promise<void> {
  const rows: (typeof assignmentSubmissions.$inferInsert)[] = [];
  for (const assignment of demoSubmitted(data)) {
    const reviewed = assignment.IsSubmitted;
    const submittedAt = new Date(now.getTime() - 3 * dayMs);
    const attached = assignment.SubmissionType === SubmissionType.Attachment;
    rows.push({
      userId,
      candidateSosId: data.course.CandidateSOSId,
      assignmentId: assignment.AssignmentId,
      submissionType: assignment.SubmissionType,
      text: assignment.SubmissionType === SubmissionType.Text ? assignment.SubmittedText : null,
      fileKey: attached ? demoAnswerSheetKey(userId, assignment.AssignmentId) : null,
      fileName: attached ? 'answer-sheet.pdf' : null,
      fileContentType: attached ? 'application/pdf' : null,
      submittedAt,
      score: reviewed ? assignment.ObtainedScore : null,
      remarks: reviewed ? assignment.TeacherRemarks : null,
      // A reviewed attachment comes back with the reviewer's annotated copy (issue 14).
      reviewedFileKey: reviewed && attached ? demoReviewedSheetKey(userId, assignment.AssignmentId) : null,
      reviewedFileName: reviewed && attached ? 'answer-sheet-reviewed.pdf' : null,
      reviewedFileContentType: reviewed && attached ? 'application/pdf' : null,
      reviewedAt: reviewed ? new Date(now.getTime() - dayMs) : null,
      updatedAt: submittedAt,
    });
  }
  if (rows.length > 0) await db.insert(assignmentSubmissions).values(rows).onConflictDoNothing();
}
