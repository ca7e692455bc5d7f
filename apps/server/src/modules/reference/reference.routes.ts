import { AppInfo, ApplicationMessages, Country, MessageAudience, ReferenceApiRoutes as routes, TimeZone } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/define-route';
import type { ReferenceService } from './reference.service';

/** GetMessagesForEnum's query: the audience enum (spec: ServerSide 1, ClientSide 2, Both 3, All 4). */
const MessagesForEnumQuery = z.object({
  Audience: z.coerce.number().pipe(z.enum(MessageAudience)).default(MessageAudience.ClientSide),
});
const NameToNumber = z.record(z.string(), z.number());

/** ReferenceApiRoutes: countries, time zones, application messages, configuration. */
export function registerReferenceRoutes(app: FastifyInstance, reference: ReferenceService): void {
  defineRoute(app, routes.getCountries, {
    schema: { tags: ['Location'], summary: 'Countries with their dialling codes.', response: z.array(Country) },
    handler: () => reference.countries(),
  });

  defineRoute(app, routes.getTimeZones, {
    schema: { tags: ['Location'], summary: 'Time zones (IANA ids).', response: z.array(TimeZone) },
    handler: () => reference.timeZones(),
  });

  defineRoute(app, routes.getAllMessages, {
    schema: { tags: ['Application messages'], summary: 'Every application message by id, with MessagesUpdatedOn.', response: ApplicationMessages },
    handler: () => reference.messages(),
  });

  defineRoute(app, routes.getMessagesForEnum, {
    schema: {
      tags: ['Application messages'],
      summary: 'The messages for one audience (Audience: ServerSide 1, ClientSide 2, Both 3, All 4).',
      querystring: MessagesForEnumQuery,
      response: ApplicationMessages,
    },
    handler: ({ query }) => reference.messages(query.Audience),
  });

  defineRoute(app, routes.getMessageKeyEnum, {
    schema: { tags: ['Application messages'], summary: 'Message key name -> message id.', response: NameToNumber },
    handler: () => reference.messageKeys(),
  });

  defineRoute(app, routes.getMessageTypeEnum, {
    schema: { tags: ['Application messages'], summary: 'Message type name -> number.', response: NameToNumber },
    handler: async () => reference.messageTypes(),
  });

  defineRoute(app, routes.resetConfiguration, {
    schema: {
      tags: ['Configuration'],
      summary: 'The configuration stamps a client resets its caches against.',
      description:
        'Decision (spec: "not shown"): the server keeps no configuration cache of its own, so this returns the current MessagesUpdatedOn and AppInfo; the portal compares them with what it stored.',
      response: z.object({ MessagesUpdatedOn: z.string(), AppInfo }),
    },
    handler: () => reference.configuration(),
  });
}
