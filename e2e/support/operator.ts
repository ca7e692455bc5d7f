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

/** One reconciled voucher row as the server answers it: paid, replay, already-paid, unknown-voucher, amount-mismatch... */
export interface ReconciledRow {
  voucherNumber: string;
  amount: string;
  reference: string;
  outcome: string;
}

/**
 * The bank's collection of a UBL / JazzCash voucher reconciled as the operator does it (the server's
 * reconcile operation: POST /__operator/payments/reconcile, the same as `npm run reconcile-payments`,
 * which cannot open the running server's embedded database). `amount` is major units, as banks print it.
 */
export async function reconcileVoucher(baseURL: string, voucherNumber: string, amount: string, reference: string): Promise<ReconciledRow> {
  const response = await fetch(`${baseURL}/__operator/payments/reconcile`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-secret': e2eOperatorSecret },
    body: JSON.stringify({ rows: [{ voucherNumber, amount, reference }] }),
  });
  if (!response.ok) throw new Error(`POST /__operator/payments/reconcile answered ${response.status}: ${await response.text()}`);
  const { Data } = (await response.json()) as { Data: ReconciledRow[] };
  return Data[0]!;
}

/** A refund of a paid invoice as the operator records it (POST /__operator/payments/refund): its credit note number. */
export async function refundInvoice(baseURL: string, invoiceId: number, reason: string): Promise<{ creditNoteNumber: string; invoiceNumber: string }> {
  const response = await fetch(`${baseURL}/__operator/payments/refund`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-secret': e2eOperatorSecret },
    body: JSON.stringify({ InvoiceId: invoiceId, Reason: reason }),
  });
  if (!response.ok) throw new Error(`POST /__operator/payments/refund answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { Data: { creditNoteNumber: string; invoiceNumber: string } }).Data;
}
