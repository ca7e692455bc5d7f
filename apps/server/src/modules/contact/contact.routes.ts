import {
  ApiEnvelope,
  ContactApiRoutes as routes,
  ContactMessageRequest,
  MarkSupportThreadReadRequest,
  SupportThreadsQuery,
  SupportThreadsResponse,
  TeacherSupportReplyRequest,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../core/envelope';
import { AppError } from '../../core/errors';
import { defineRoute } from '../../http/define-route';
import { assertOperator } from '../../http/operator-secret';
import type { ContactService } from './contact.service';

const tags = ['Contact'];

/** ContactApiRoutes (spec: ContactService/PostMessage; issue 14: the teacher-support threads). */
export function registerContactRoutes(app: FastifyInstance, contact: ContactService): void {
  defineRoute(app, routes.postContactMessage, {
    schema: { tags, summary: "Sends a message to support, or with a CandidateSOSId to that course's teachers (a support thread).", body: ContactMessageRequest, response: z.null() },
    message: 'MessageSent',
    handler: ({ body, caller }) => contact.postMessage(caller, body),
  });

  defineRoute(app, routes.getSupportThreads, {
    schema: { tags, summary: "The enrolment's teacher-support threads with the teachers' replies, newest first (TeacherSupport feature).", querystring: SupportThreadsQuery, response: SupportThreadsResponse },
    handler: ({ query, caller }) => contact.threads(caller, query),
  });

  defineRoute(app, routes.markSupportThreadRead, {
    schema: { tags, summary: "Marks the caller's support thread read (its replies seen).", body: MarkSupportThreadReadRequest, response: z.null() },
    handler: ({ body, caller }) => contact.markRead(caller, body.ContactMessageId),
  });
}

/**
 * The operator's reply endpoint (issue 14: no teacher UI; for demos and tests): POST
 * /__operator/teacher-support/reply with `X-Operator-Secret: <OPERATOR_SECRET>`. Registered only when
 * OPERATOR_SECRET is set; the secret is the server's own (never in the portal's build). Outside the
 * API prefix and the security header: it is not a client call.
 */
export function registerOperatorReplyRoute(app: FastifyInstance, contact: ContactService, operatorSecret: string): void {
  app.withTypeProvider<ZodTypeProvider>().post('/__operator/teacher-support/reply', {
    schema: {
      tags: ['Operator'],
      summary: "A teacher's reply to a support thread (operator only: X-Operator-Secret); notifies the candidate.",
      body: TeacherSupportReplyRequest,
      response: { 200: ApiEnvelope(z.object({ SupportReplyId: z.number(), Notified: z.boolean() })) },
    },
    // The secret is checked before the body is validated (401 before 400), as every operator endpoint.
    preValidation: async (request) => assertOperator(request, operatorSecret),
    handler: async (request) => {
      const outcome = await contact.reply(request.body);
      if (!outcome) throw new AppError(404, 'NotFoundException', 'NotFound', 'ContactMessageId: Thread not found.');
      return ok({ SupportReplyId: outcome.replyId, Notified: outcome.notified });
    },
  });
}
