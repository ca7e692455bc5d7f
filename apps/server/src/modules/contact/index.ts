import type { FastifyInstance } from 'fastify';
import { registerContactRoutes, registerOperatorReplyRoute } from './contact.routes';
import { createContactService, type ContactContext } from './contact.service';

/**
 * Writing to the institute and teacher support (ContactApiRoutes), and the teachers' reply operation
 * (`reply`: the CLI script; the operator endpoint when OPERATOR_SECRET is set).
 */
export function registerContact(app: FastifyInstance, context: ContactContext & { readonly operatorSecret?: string }) {
  const contact = createContactService(context);
  registerContactRoutes(app, contact);
  if (context.operatorSecret) registerOperatorReplyRoute(app, contact, context.operatorSecret);
  return { reply: contact.reply };
}

export type ContactModule = ReturnType<typeof registerContact>;
export { seedDemoSupportThreads } from './contact.seed';
