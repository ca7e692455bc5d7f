import {
  Assignment,
  AssignmentFilter,
  AssignmentFilterResponse,
  AssignmentListResponse,
  AssignmentReviewStatus,
  AssignmentSubmissionStatus,
  AssignmentsApiRoutes as routes,
  RatingsApiRoutes,
  CloudStorageFolder,
  Feature,
  FilesApiRoutes,
  PreSignedUrlResponse,
  SubmissionType,
  UploadLimits,
} from '@portal/domain';
import { buildPackageFeatures } from '@portal/domain/fixtures';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageText } from '../src/core/message-catalogue';
import { activityCompletions } from '../src/modules/courses/courses.tables';
import { sqlStatements, startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
let first: string;
let second: string;
beforeAll(async () => {
  server = await startTestServer({}, { countSqlStatements: true });
  first = (await server.login()).accessToken;
  second = (await server.login('demo.candidate2')).accessToken;
});
afterAll(async () => {
  await server?.close();
});

const mdcat = 1001;
const ecat = 1002;
const nums = 2001;
/** MDCAT's assignments (demo world): open text, open attachment, locked, expired (the course's last). */
const openText = 2122;
const openAttachment = 1113;
const lockedText = 1333;
const expiredText = 4222;
/** ECAT's projectile problem set: submitted, waiting for review. NUMS' microscopes table: reviewed. */
const pendingReview = 7122;
const reviewedAttachment = 11113;

const list = (query: Record<string, string | number>, token = first) =>
  server.call<AssignmentListResponse>('GET', routes.getAssignments.path, { token, query: { candidateSOSId: mdcat, ...query } });
const detail = (assignmentId: number, token = first, candidateSOSId = mdcat) =>
  server.call<Assignment>('GET', routes.getAssignment.path, { token, query: { candidateSOSId, assignmentId } });
const submit = (body: Record<string, unknown>, token = first) =>
  server.call<Assignment>('POST', routes.submitAssignment.path, { token, body: { CandidateSOSId: mdcat, ...body } });
const submitText = (assignmentId: number, Text: string, token = first, CandidateSOSId = mdcat) =>
  submit({ CandidateSOSId, AssignmentId: assignmentId, SOSDetailAssignmentId: assignmentId, SubmissionType: SubmissionType.Text, Text }, token);
const saveDraft = (assignmentId: number, Text: string, token = first) =>
  server.call<Assignment>('PUT', routes.saveAssignmentDraft.path, { token, body: { CandidateSOSId: mdcat, AssignmentId: assignmentId, Text } });

const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const exeBytes = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(600, 0x41)]);

async function presign(token: string, query: Record<string, string | number>) {
  return server.call<PreSignedUrlResponse>('GET', FilesApiRoutes.getPreSignedUrl.path, {
    token,
    query: { Folder: CloudStorageFolder.assignments, FileName: 'solutions.pdf', ContentType: 'application/pdf', FileSize: pdfBytes.length, ...query },
  });
}

/** Uploads `bytes` as the candidate's assignment file, like the portal: presign, then PUT octet-stream. */
async function upload(token: string, bytes: Buffer): Promise<string> {
  const signed = await presign(token, { FileSize: bytes.length });
  expect(signed.status, signed.body.Message).toBe(200);
  const { UploadUrl, FileKey } = PreSignedUrlResponse.parse(signed.body.Data);
  const response = await fetch(new URL(UploadUrl, server.baseUrl), { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': 'application/octet-stream' } });
  expect(response.status).toBe(200);
  return FileKey;
}

describe('the list, its filter and the detail', () => {
  it('names the five filters', async () => {
    const result = AssignmentFilterResponse.parse((await server.call('GET', routes.getAssignmentFilter.path, { token: first })).body.Data);
    expect(result.Filters.map((option) => option.DisplayName)).toEqual(['All', 'Without Submission', 'Submitted', 'Pending', 'Reviewed']);
  });

  it('lists the course assignments with their real briefs, locks and due dates, in one fixed number of statements', async () => {
    const all = await list({ pageSize: 100 });
    expect(all.status).toBe(200);
    const page = AssignmentListResponse.parse(all.body.Data);
    expect(page.TotalRecords).toBe(12);
    const byId = new Map(page.Assignments.map((assignment) => [assignment.AssignmentId, assignment]));
    expect(byId.get(openText)).toMatchObject({ SubmissionType: SubmissionType.Text, IsLocked: false, IsExpired: false, IsSubmitted: false, SubmissionStatus: AssignmentSubmissionStatus.Pending });
    expect(byId.get(openText)?.Instructions).toContain('electronic configuration');
    expect(byId.get(openAttachment)).toMatchObject({ SubmissionType: SubmissionType.Attachment, IsLocked: false });
    expect(byId.get(lockedText)?.IsLocked).toBe(true);
    expect(byId.get(expiredText)?.IsExpired).toBe(true);
    const small = await list({ pageSize: 2 });
    expect(AssignmentListResponse.parse(small.body.Data).Assignments).toHaveLength(2);
    expect(sqlStatements(small)).toBe(sqlStatements(all));
  });

  it('filters by submission and review, in every demo state', async () => {
    const ids = async (filter: AssignmentFilter, token = first, candidateSOSId = mdcat) =>
      AssignmentListResponse.parse((await list({ filter, candidateSOSId }, token)).body.Data).Assignments.map((assignment) => assignment.AssignmentId);
    expect(await ids(AssignmentFilter.Pending, first, ecat)).toEqual([pendingReview]);
    expect(await ids(AssignmentFilter.Reviewed, first, ecat)).toEqual([]);
    expect(await ids(AssignmentFilter.Reviewed, second, nums)).toEqual([reviewedAttachment]);
    expect(await ids(AssignmentFilter.Submitted, second, nums)).toEqual([reviewedAttachment]);
    expect(await ids(AssignmentFilter.WithoutSubmission, second, nums)).not.toContain(reviewedAttachment);
    const reviewed = Assignment.parse((await detail(reviewedAttachment, second, nums)).body.Data);
    expect(reviewed).toMatchObject({ ReviewStatus: AssignmentReviewStatus.Reviewed, SubmittedFileName: 'answer-sheet.pdf' });
    expect(reviewed.ObtainedScore).toBeGreaterThan(0);
    expect(reviewed.TeacherRemarks).toBeTruthy();
    const file = await fetch(new URL(reviewed.SubmittedFileUrl ?? '', server.baseUrl));
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a locked assignment (403) and answers 400 with the field for a bad query', async () => {
    expect((await detail(lockedText)).body.error).toBe('ContentLockedException');
    const bad = await list({ filter: 7 });
    expect(bad.status).toBe(400);
    expect(bad.body.Message).toContain('filter');
    expect((await detail(0)).status).toBe(400);
  });
});

describe('another candidate', () => {
  it("never reads, drafts or submits to another's assignment, whatever id (404 like a missing one)", async () => {
    const missing = await detail(999_999);
    // B names A's enrolment, or A's assignment through B's own enrolment.
    for (const result of [await detail(openText, second), await detail(openText, second, nums), await detail(pendingReview, second, ecat)]) {
      expect(result.status).toBe(404);
      expect(result.body).toEqual(missing.body);
    }
    expect((await list({}, second)).status).toBe(404);
    expect((await submitText(openText, 'Not mine.', second)).status).toBe(404);
    expect((await submitText(openText, 'Not mine.', second, nums)).status).toBe(404);
    expect((await saveDraft(openText, 'Not mine.', second)).status).toBe(404);
    // (B using A's uploaded file key: 'takes an uploaded PDF' below.)
    const [row] = await server.app.platform.db.select().from(activityCompletions).where(and(eq(activityCompletions.candidateSosId, mdcat), eq(activityCompletions.itemId, openText)));
    expect(row).toBeUndefined();
  });
});

describe('submitting', () => {
  it('keeps a draft, submits text (completing the activity), resubmits, and refuses once reviewed', async () => {
    const draft = await saveDraft(openText, 'H: 1s1\nC: 1s2 2s2 2p2');
    expect(draft.status).toBe(200);
    expect(Assignment.parse((await detail(openText)).body.Data).DraftText).toBe('<p>H: 1s1<br />C: 1s2 2s2 2p2</p>');

    const empty = await submitText(openText, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.Message).toContain('Text');

    const submitted = await submitText(openText, 'H: 1s1\r\nCr: [Ar] 3d5 4s1 because a half-filled d subshell is more stable.\u0007');
    expect(submitted.status, submitted.body.Message).toBe(200);
    expect(submitted.body.Message).toBe(messageText('AssignmentSubmitted'));
    expect(Assignment.parse(submitted.body.Data)).toMatchObject({
      IsSubmitted: true,
      SubmissionStatus: AssignmentSubmissionStatus.Submitted,
      ReviewStatus: AssignmentReviewStatus.Pending,
      SubmittedText: '<p>H: 1s1<br />Cr: [Ar] 3d5 4s1 because a half-filled d subshell is more stable.</p>',
      DraftText: null,
    });
    const completions = await server.app.platform.db
      .select()
      .from(activityCompletions)
      .where(and(eq(activityCompletions.candidateSosId, mdcat), eq(activityCompletions.kind, 'assignment'), eq(activityCompletions.itemId, openText)));
    expect(completions).toHaveLength(1);

    // The editor's HTML is sanitised on the server (issue 14): lists and links kept, script, on* and javascript: gone.
    const rich = await submitText(openText, '<p onclick="steal()">Exceptions:</p><ul><li><strong>Cr</strong></li><li>Cu</li></ul><p><a href="javascript:alert(1)">x</a><a href="https://example.edu/aufbau">Aufbau</a><script>alert(1)</script></p>');
    expect(rich.status, rich.body.Message).toBe(200);
    expect(Assignment.parse((await detail(openText)).body.Data).SubmittedText).toBe(
      '<p>Exceptions:</p><ul><li><strong>Cr</strong></li><li>Cu</li></ul><p><a rel="noopener noreferrer nofollow" target="_blank">x</a><a href="https://example.edu/aufbau" rel="noopener noreferrer nofollow" target="_blank">Aufbau</a></p>',
    );
    const blank = await submitText(openText, '<p><script>alert(1)</script></p>');
    expect(blank.status).toBe(400);
    expect((await submitText(openText, 'A better answer.')).status).toBe(200);
    expect(await server.app.modules.assignments.review(mdcat, openText, { score: 8, remarks: 'Cr and Cu explained well; give Fe its 4s2.' })).toBe(true);
    const reviewed = Assignment.parse((await detail(openText)).body.Data);
    expect(reviewed).toMatchObject({ ReviewStatus: AssignmentReviewStatus.Reviewed, ObtainedScore: 8, SubmittedText: '<p>A better answer.</p>' });
    const again = await submitText(openText, 'After the review.');
    expect(again.status).toBe(403);
    expect(again.body).toMatchObject({ error: 'AssignmentReviewedException', Message: messageText('AssignmentAlreadyReviewed') });
    // The review operation keeps the score within the full marks and needs a submission.
    await expect(server.app.modules.assignments.review(ecat, pendingReview, { score: 11, remarks: 'Too many marks.' })).rejects.toThrow('score');
    expect(await server.app.modules.assignments.review(mdcat, openAttachment, { score: 5, remarks: 'Nothing to review.' })).toBe(false);
  });

  it('refuses after the due date, the wrong submission type, and a malformed body', async () => {
    const late = await submitText(expiredText, 'Too late.');
    expect(late.status).toBe(403);
    expect(late.body).toMatchObject({ error: 'AssignmentExpiredException', Message: messageText('AssignmentExpired') });
    const wrongType = await submitText(openAttachment, 'Text for a file brief.');
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.Message).toContain('SubmissionType');
    for (const body of [{}, { AssignmentId: 'x' }, { AssignmentId: openText, SOSDetailAssignmentId: openText, SubmissionType: 9 }, { AssignmentId: openText, SOSDetailAssignmentId: openText, SubmissionType: 3, Text: 'x'.repeat(5000) }]) {
      const result = await submit(body);
      expect(result.status).toBe(400);
      expect(result.body.success).toBe(false);
    }
  });

  it('takes an uploaded PDF, refusing a wrong format (116) or size (117) and bytes that are not what they claim', async () => {
    const wrongFormat = await presign(first, { FileName: 'answer.exe', ContentType: 'application/x-msdownload' });
    expect(wrongFormat.status).toBe(400);
    expect(wrongFormat.body.Message).toBe(messageText('FileFormatError'));
    const tooBig = await presign(first, { FileSize: 50 * 1024 * 1024 });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.Message).toBe(messageText('FileSizeError'));

    // An executable declared as a PDF: its bytes are refused where they land.
    const signed = PreSignedUrlResponse.parse((await presign(first, { FileSize: exeBytes.length })).body.Data);
    const put = await fetch(new URL(signed.UploadUrl, server.baseUrl), { method: 'PUT', body: new Uint8Array(exeBytes), headers: { 'content-type': 'application/octet-stream' } });
    expect(put.status).toBe(415);
    const refused = await submit({ AssignmentId: openAttachment, SOSDetailAssignmentId: openAttachment, SubmissionType: SubmissionType.Attachment, FileKey: signed.FileKey, FileName: 'solutions.pdf' });
    expect(refused.status).toBe(404);

    const othersKey = await upload(second, pdfBytes);
    const notTheirs = await submit({ AssignmentId: openAttachment, SOSDetailAssignmentId: openAttachment, SubmissionType: SubmissionType.Attachment, FileKey: othersKey, FileName: 'x.pdf' });
    expect(notTheirs.status).toBe(404);

    const key = await upload(first, pdfBytes);
    const submitted = await submit({ AssignmentId: openAttachment, SOSDetailAssignmentId: openAttachment, SubmissionType: SubmissionType.Attachment, FileKey: key, FileName: 'Microscopes table.pdf' });
    expect(submitted.status, submitted.body.Message).toBe(200);
    const assignment = Assignment.parse(submitted.body.Data);
    expect(assignment).toMatchObject({ IsSubmitted: true, SubmittedFileName: 'Microscopes table.pdf', SubmittedText: null });
    expect((await fetch(new URL(assignment.SubmittedFileUrl ?? '', server.baseUrl))).status).toBe(200);
  });

  it('answers 403 when the package disallows Assignments', async () => {
    const db = server.app.platform.db;
    const features = JSON.stringify(buildPackageFeatures([Feature.Assignments]));
    await db.execute(sql`update candidate_courses set course = jsonb_set(course, '{Subscription,PackageFeatures}', ${features}::jsonb) where candidate_sos_id = ${ecat}`);
    try {
      const result = await list({ candidateSOSId: ecat });
      expect(result.status).toBe(403);
      expect(result.body.error).toBe('FeatureNotAllowedException');
      expect((await detail(pendingReview, first, ecat)).status).toBe(403);
    } finally {
      const all = JSON.stringify(buildPackageFeatures());
      await db.execute(sql`update candidate_courses set course = jsonb_set(course, '{Subscription,PackageFeatures}', ${all}::jsonb) where candidate_sos_id = ${ecat}`);
    }
  });
});

describe('ratings (Assignment 6) and problem reports (assignment 5)', () => {
  it("rates and reports the caller's open assignment, never a locked or another candidate's one", async () => {
    const rate = (ItemId: number, token = first, CandidateSOSId = mdcat) =>
      server.call('POST', RatingsApiRoutes.saveRating.path, { token, body: { CandidateSOSId, ItemType: 6, ItemId, Rating: 4 } });
    const report = (ItemId: number, token = first, CandidateSOSId = mdcat) =>
      server.call('POST', RatingsApiRoutes.saveReportProblem.path, { token, body: { CandidateSOSId, ProblemType: 5, ItemId, Description: 'The brief names Cr twice in the list of elements.' } });
    expect((await rate(openAttachment)).status).toBe(200);
    expect((await report(openAttachment)).status).toBe(200);
    expect((await rate(lockedText)).status).toBe(403);
    expect((await report(lockedText)).status).toBe(403);
    expect((await rate(openAttachment, second)).status).toBe(404);
    expect((await report(openAttachment, second, nums)).status).toBe(404);
    // A content id is not an assignment.
    expect((await report(1110)).status).toBe(404);
  });
});

describe("the reviewer's annotated file and rich-text remarks (review operation)", () => {
  const review = (candidateSosId: number, assignmentId: number, body: Parameters<TestServer['app']['modules']['assignments']['review']>[2]) =>
    server.app.modules.assignments.review(candidateSosId, assignmentId, body);

  it("serves the demo review's annotated copy to its candidate as a download", async () => {
    const reviewed = Assignment.parse((await detail(reviewedAttachment, second, nums)).body.Data);
    expect(reviewed).toMatchObject({ ReviewedFileName: 'answer-sheet-reviewed.pdf', TeacherRemarks: expect.stringMatching(/^<p>/) });
    const file = await fetch(new URL(reviewed.ReviewedFileUrl ?? '', server.baseUrl));
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    // An unreviewed or unsubmitted assignment has none.
    expect(Assignment.parse((await detail(openAttachment)).body.Data)).toMatchObject({ ReviewedFileUrl: null, ReviewedFileName: null });
  });

  it('refuses a file of the wrong type (116) or size (117) and stores nothing', async () => {
    await expect(review(ecat, pendingReview, { score: 6, remarks: 'Fine.', file: { name: 'notes.exe', bytes: new Uint8Array(exeBytes) } })).rejects.toThrow(messageText('FileFormatError'));
    const tooBig = new Uint8Array(UploadLimits.maxAssignmentBytes + 1);
    tooBig.set(pdfBytes);
    await expect(review(ecat, pendingReview, { score: 6, remarks: 'Fine.', file: { name: 'big.pdf', bytes: tooBig } })).rejects.toThrow(messageText('FileSizeError'));
    const pending = Assignment.parse((await detail(pendingReview, first, ecat)).body.Data);
    expect(pending).toMatchObject({ ReviewStatus: AssignmentReviewStatus.Pending, ReviewedFileUrl: null, TeacherRemarks: null });
  });

  it('attaches the annotated file and sanitised remarks; only the candidate can fetch it (another gets 404)', async () => {
    const remarks =
      '<p onclick="steal()">Good use of <strong>u sin θ</strong>.</p><ul><li>Range: use 2u²sinθcosθ/g</li></ul><script>alert(1)</script><a href="javascript:alert(1)">x</a>';
    expect(await review(ecat, pendingReview, { score: 7, remarks, file: { name: '/tmp/Projectile problems (reviewed).pdf', bytes: new Uint8Array(pdfBytes) } })).toBe(true);
    const reviewed = Assignment.parse((await detail(pendingReview, first, ecat)).body.Data);
    expect(reviewed).toMatchObject({ ReviewStatus: AssignmentReviewStatus.Reviewed, ObtainedScore: 7, ReviewedFileName: 'Projectile problems (reviewed).pdf' });
    expect(reviewed.TeacherRemarks).toBe('<p>Good use of <strong>u sin θ</strong>.</p><ul><li>Range: use 2u²sinθcosθ/g</li></ul><a rel="noopener noreferrer nofollow" target="_blank">x</a>');
    const url = new URL(reviewed.ReviewedFileUrl ?? '', server.baseUrl);
    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(pdfBytes)).toBe(true);
    const [row] = await server.app.platform.db.execute(sql`select reviewed_file_key as key from assignment_submissions where candidate_sos_id = ${ecat} and assignment_id = ${pendingReview}`).then((result) => (result as unknown as { rows: { key: string }[] }).rows);
    const key = row?.key ?? '';
    // Stored under the candidate's own key, held by the module (the upload sweep keeps it).
    expect(key.startsWith(`${CloudStorageFolder.assignments}/`)).toBe(true);
    expect((await server.app.modules.files.referencedKeys([key])).has(key)).toBe(true);

    // B (another candidate): A's enrolment or A's assignment through B's own one answers 404 like a missing one.
    const missing = await detail(999_999, second, nums);
    for (const result of [await detail(pendingReview, second, ecat), await detail(pendingReview, second, nums)]) {
      expect(result.status).toBe(404);
      expect(result.body).toEqual(missing.body);
    }
    // B's own reviewed assignment never carries A's file; a link to A's key signed for B's file is refused.
    const own = Assignment.parse((await detail(reviewedAttachment, second, nums)).body.Data);
    expect(own.ReviewedFileUrl).not.toContain(key);
    const forged = new URL(own.ReviewedFileUrl ?? '', server.baseUrl);
    forged.pathname = url.pathname;
    expect((await fetch(forged)).status).toBe(403);

    // A second review replaces the file (the first one is deleted); a review with no file keeps it.
    expect(await review(ecat, pendingReview, { score: 8, remarks: 'Better after the range fix.', file: { name: 'second.pdf', bytes: new Uint8Array(pdfBytes) } })).toBe(true);
    expect((await fetch(url)).status).toBe(404);
    expect(await review(ecat, pendingReview, { score: 8, remarks: 'Plain text\n\nin two paragraphs & <b>bold</b>' })).toBe(true);
    const again = Assignment.parse((await detail(pendingReview, first, ecat)).body.Data);
    expect(again.ReviewedFileName).toBe('second.pdf');
    expect(again.TeacherRemarks).toBe('<p>Plain text</p><p>in two paragraphs &amp; &lt;b&gt;bold&lt;/b&gt;</p>');
    // No submission: nothing reviewed and nothing stored.
    expect(await review(mdcat, lockedText, { score: 5, remarks: 'None.', file: { name: 'x.pdf', bytes: new Uint8Array(pdfBytes) } })).toBe(false);
  });
});
