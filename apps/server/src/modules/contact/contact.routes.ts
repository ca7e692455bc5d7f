import { ContactApiRoutes as routes, ContactMessageRequest } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/define-route';
import type { ContactService } from './contact.service';

/** ContactApiRoutes (spec: ContactService/PostMessage). */
export function registerContactRoutes(app: FastifyInstance, contact: ContactService): void {
  defineRoute(app, routes.postContactMessage, {
    schema: { tags: ['Contact'], summary: 'Send a message to support.', body: ContactMessageRequest, response: z.null() },
    message: 'MessageSent',
    handler: ({ body, caller }) => contact.postMessage(caller, body),
  });
}
