import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../core/context';
import type { Mailer } from '../../platform/mail/mailer';
import { registerContactRoutes } from './contact.routes';
import { createContactService } from './contact.service';

/** Writing to the institute (ContactApiRoutes). */
export function registerContact(app: FastifyInstance, context: ServiceContext & { readonly mailer: Mailer }): void {
  registerContactRoutes(app, createContactService(context));
}
