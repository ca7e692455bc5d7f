import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from './app';
import { loadConfig } from './config';

/*
 * The documented review operation (issue 14: there is no teacher UI in this product): records a
 * teacher's score and remarks on a candidate's submitted assignment, optionally with the reviewer's
 * annotated copy of the submission (a PDF, image or Office file, checked by its bytes like an
 * upload), in the configured database (DATA_DIR's PGlite, or DATABASE_URL) and file storage. The
 * remarks may be rich text (paragraphs, lists, links: sanitised on the server). For demos and tests:
 *
 *   npm run review-assignment -w @portal/server -- <candidateSOSId> <assignmentId> <score> "<remarks>" [--file annotated.pdf]
 */
const usage = 'usage: review-assignment <candidateSOSId> <assignmentId> <score> "<remarks>" [--file <annotated file>]';
let parsed;
try {
  parsed = parseArgs({ args: process.argv.slice(2), allowPositionals: true, options: { file: { type: 'string' } } });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error(usage);
  process.exit(2);
}
const [candidateSosId, assignmentId, score, ...remarks] = parsed.positionals;
if (!candidateSosId || !assignmentId || !score || remarks.length === 0) {
  console.error(usage);
  process.exit(2);
}
let file: { name: string; bytes: Uint8Array } | undefined;
if (parsed.values.file !== undefined) {
  try {
    file = { name: basename(parsed.values.file), bytes: new Uint8Array(await readFile(parsed.values.file)) };
  } catch (error) {
    console.error(`Cannot read the annotated file ${parsed.values.file}: ${error instanceof Error ? error.message : error}`);
    process.exit(2);
  }
}
const app = await buildApp(loadConfig());
try {
  const reviewed = await app.modules.assignments.review(Number(candidateSosId), Number(assignmentId), { score: Number(score), remarks: remarks.join(' '), file });
  console.log(
    reviewed
      ? `Reviewed assignment ${assignmentId} of enrolment ${candidateSosId}${file ? ` with the annotated file ${file.name}` : ''}.`
      : `No submission of assignment ${assignmentId} by enrolment ${candidateSosId} to review.`,
  );
  process.exitCode = reviewed ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await app.close();
}
