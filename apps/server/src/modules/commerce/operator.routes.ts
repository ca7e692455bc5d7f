import { ApiEnvelope, CreditNote, Id } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../core/envelope';
import { AppError } from '../../core/errors';
import { assertOperator } from '../../http/operator-secret';
import type { CommerceService } from './commerce.service';
import { parseStatement, reconcileStatement, type StatementRow } from './reconcile';

const StatementRowBody = z.object({
  voucherNumber: z.string().trim().min(1).max(64),
  amount: z.string().trim().min(1).max(32),
  reference: z.string().trim().min(1).max(128),
});

/**
 * The voucher reconciliation as an operator endpoint (issue 18), the same operation as `npm run
 * reconcile-payments -w @portal/server` (reconcile.ts) for a server whose embedded database another
 * process cannot open: POST /__operator/payments/reconcile with `X-Operator-Secret`, a body of
 * `{ rows: [{ voucherNumber, amount, reference }] }` or `{ statement: "<csv>" }`. Registered only
 * when OPERATOR_SECRET is set; outside the API prefix (not a client call).
 */
export function registerOperatorReconcileRoute(app: FastifyInstance, commerce: CommerceService, operatorSecret: string): void {
  app.withTypeProvider<ZodTypeProvider>().post('/__operator/payments/reconcile', {
    schema: {
      tags: ['Operator'],
      summary: 'Reconciles UBL / JazzCash voucher collections (operator only: X-Operator-Secret): each row must carry the voucher’s exact amount; the bank reference makes a replay a no-op.',
      body: z.union([z.object({ rows: z.array(StatementRowBody).min(1).max(1000) }), z.object({ statement: z.string().min(1).max(1_000_000) })]),
      response: { 200: ApiEnvelope(z.array(StatementRowBody.extend({ outcome: z.string() }))) },
    },
    // The secret is checked before the body is validated (401 before 400).
    preValidation: async (request) => assertOperator(request, operatorSecret),
    handler: async (request) => {
      let rows: StatementRow[];
      if ('rows' in request.body) rows = request.body.rows;
      else {
        try {
          rows = parseStatement(request.body.statement);
        } catch (error) {
          throw new AppError(400, 'ValidationException', null, error instanceof Error ? error.message : 'The statement could not be read.');
        }
      }
      const results = await reconcileStatement(commerce, rows);
      return ok(results.map(({ row, outcome }) => ({ ...row, outcome })));
    },
  });
}

/**
 * A refund of a paid invoice as the operator records it (issue 18: a paid invoice is immutable; the
 * correction is a credit note): POST /__operator/payments/refund with `X-Operator-Secret` and
 * `{ InvoiceId, Reason }`. Issues the credit note (201), or answers the one already issued (200);
 * an unknown invoice 404, one not paid 409.
 */
export function registerOperatorRefundRoute(app: FastifyInstance, commerce: CommerceService, operatorSecret: string): void {
  app.withTypeProvider<ZodTypeProvider>().post('/__operator/payments/refund', {
    schema: {
      tags: ['Operator'],
      summary: 'Refunds a paid invoice with a credit note (operator only: X-Operator-Secret); once per invoice.',
      body: z.object({ InvoiceId: Id, Reason: z.string().trim().min(3).max(500) }),
      response: { 200: ApiEnvelope(CreditNote), 201: ApiEnvelope(CreditNote) },
    },
    preValidation: async (request) => assertOperator(request, operatorSecret),
    handler: async (request, reply) => {
      const { creditNote, created } = await commerce.refundInvoice(request.body.InvoiceId, request.body.Reason);
      return reply.status(created ? 201 : 200).send(ok(creditNote));
    },
  });
}
