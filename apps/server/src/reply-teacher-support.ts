import { TeacherSupportReplyRequest } from '@portal/domain';
import { buildApp } from './app';
import { loadConfig } from './config';

/*
 * The documented teacher-support reply (issue 14: there is no teacher UI in this product): records a
 * teacher's reply in a candidate's support thread and sends the candidate a notification, in the
 * configured database (DATA_DIR's PGlite, or DATABASE_URL). The thread id is in the mail the
 * teachers receive. For demos and tests:
 *
 *   npm run reply-teacher-support -w @portal/server -- <contactMessageId> "<teacher name>" "<reply>"
 *
 * With the server running on PGlite (one process per data folder) use its operator endpoint
 * instead: POST /__operator/teacher-support/reply with X-Operator-Secret (OPERATOR_SECRET).
 */
const [contactMessageId, teacherName, ...message] = process.argv.slice(2);
const parsed = TeacherSupportReplyRequest.safeParse({ ContactMessageId: Number(contactMessageId), TeacherName: teacherName, Message: message.join(' ') });
if (!parsed.success) {
  console.error('usage: reply-teacher-support <contactMessageId> "<teacher name>" "<reply>"');
  process.exit(2);
}
const app = await buildApp(loadConfig());
try {
  const outcome = await app.modules.contact.reply(parsed.data);
  console.log(outcome ? `Replied in thread ${contactMessageId}${outcome.notified ? '; the candidate was notified' : ' (the candidate turned this kind of notification off)'}.` : `No support thread ${contactMessageId}.`);
  process.exitCode = outcome ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await app.close();
}
