import { buildApp } from './app';
import { loadConfig } from './config';

/*
 * The documented review operation (issue 14: there is no teacher UI in this product): records a
 * teacher's score and remarks on a candidate's submitted assignment, in the configured database
 * (DATA_DIR's PGlite, or DATABASE_URL). For demos and tests:
 *
 *   npm run review-assignment -w @portal/server -- <candidateSOSId> <assignmentId> <score> "<remarks>"
 */
const [candidateSosId, assignmentId, score, ...remarks] = process.argv.slice(2);
if (!candidateSosId || !assignmentId || !score || remarks.length === 0) {
  console.error('usage: review-assignment <candidateSOSId> <assignmentId> <score> "<remarks>"');
  process.exit(2);
}
const app = await buildApp(loadConfig());
try {
  const reviewed = await app.modules.assignments.review(Number(candidateSosId), Number(assignmentId), { score: Number(score), remarks: remarks.join(' ') });
  console.log(reviewed ? `Reviewed assignment ${assignmentId} of enrolment ${candidateSosId}.` : `No submission of assignment ${assignmentId} by enrolment ${candidateSosId} to review.`);
  process.exitCode = reviewed ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await app.close();
}
