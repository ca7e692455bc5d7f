import { ApiEnvelope } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../core/context';
import { ok } from '../../core/envelope';
import { latestOutboxMessages } from '../../platform/outbox/outbox.queries';
import { internationalNumber } from '../../platform/sms/sms-sender';

const OutboxQuery = z.object({
  to: z.string().trim().min(3).max(254).describe('An email address, or a phone number with its country code (+923001234567)'),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
const OutboxMessage = z.object({
  Id: z.number(),
  Channel: z.enum(['email', 'sms']),
  To: z.string(),
  Subject: z.string().nullable(),
  Body: z.string(),
  CreatedOn: z.string(),
});

/** Outbox recipients are lower-cased emails or +digits phone numbers. */
export function outboxRecipient(to: string): string {
  return to.includes('@') ? to.trim().toLowerCase() : internationalNumber('', to);
}

export interface SystemRoutesOptions {
  readonly db: Database;
  readonly databaseKind: 'pglite' | 'postgres';
  readonly exposeOutbox: boolean;
}

/** Liveness and, in development, the outbox of the local mailer and SMS sender. */
export function registerSystemRoutes(app: FastifyInstance, { db, databaseKind, exposeOutbox }: SystemRoutesOptions): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/health', {
    schema: { tags: ['System'], summary: 'Liveness: the process answers and the database responds.', response: { 200: ApiEnvelope(z.object({ status: z.literal('ok'), database: z.string() })) } },
    handler: async () => ok({ status: 'ok' as const, database: databaseKind }),
  });

  if (exposeOutbox) {
    // Development only, and only with EXPOSE_OUTBOX=1 (ASVS 5.0 V13.4.5, V15.2.3): what the local
    // mailer and SMS sender "sent", newest first, so the e2e tests can read codes and links. It
    // answers anyone, with no token: reading a reset code there takes over the account.
    app.log.warn('EXPOSE_OUTBOX=1: GET /__dev/outbox shows every confirmation link, reset code and OTP to anyone who can reach this server; never use it where others can connect');
    api.get('/__dev/outbox', {
      schema: { tags: ['Development'], summary: 'Latest outbox messages to an email address or phone number.', querystring: OutboxQuery, response: { 200: ApiEnvelope(z.array(OutboxMessage)) } },
      handler: async (request) => {
        const rows = await latestOutboxMessages(db, outboxRecipient(request.query.to), request.query.limit);
        return ok(
          rows.map((row) => ({
            Id: row.id,
            Channel: row.channel,
            To: row.recipient,
            Subject: row.subject,
            Body: row.body,
            CreatedOn: row.createdAt.toISOString(),
          })),
        );
      },
    });
  }
}
