/*
 * The server's operator endpoints (issue 14: a teacher's reply to a support thread), enabled for the
 * journeys by OPERATOR_SECRET (global-setup.ts). The secret is the server's alone: never in the portal.
 */
export const e2eOperatorSecret = 'e2e-operator-secret-for-teacher-support-replies';

/** A teacher's reply to a support thread, as an operator sends it (POST /__operator/teacher-support/reply). */
export async function replyAsTeacher(baseURL: string, contactMessageId: number, teacherName: string, message: string): Promise<void> {
  const response = await fetch(`${baseURL}/__operator/teacher-support/reply`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-secret': e2eOperatorSecret },
    body: JSON.stringify({ ContactMessageId: contactMessageId, TeacherName: teacherName, Message: message }),
  });
  if (!response.ok) throw new Error(`POST /__operator/teacher-support/reply answered ${response.status}: ${await response.text()}`);
}
