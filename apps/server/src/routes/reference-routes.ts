import {
  ApiEnvelope,
  ApiRoutes,
  AppInfo,
  ApplicationMessages,
  ContactMessageRequest,
  Country,
  HowYouKnowAnswer,
  HowYouKnowQuestion,
  MessageAudience,
  TimeZone,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiUrl, bearerSecurity } from '../http/api-route';
import type { Authenticator } from '../http/auth';
import { ok } from '../http/envelope';
import { appInfo, applicationMessagesStamp } from '../services/app-info';
import type { ReferenceDataService } from '../services/reference-data';
import type { ServiceContext } from '../services/context';

const Nothing = ApiEnvelope(z.null());

/** GetMessagesForEnum's query: the audience enum (spec: ServerSide 1, ClientSide 2, Both 3, All 4). */
const MessagesForEnumQuery = z.object({
  Audience: z.coerce.number().pipe(z.enum(MessageAudience)).default(MessageAudience.ClientSide),
});
const AppInfoQuery = z.object({ AppVersionCode: z.coerce.number().int().nonnegative().optional() });

export function registerReferenceRoutes(
  app: FastifyInstance,
  context: ServiceContext,
  reference: ReferenceDataService,
  auth: Authenticator,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    method: ApiRoutes.getAppInfo.method,
    url: apiUrl(ApiRoutes.getAppInfo),
    schema: { tags: ['Account'], summary: 'Latest app code and whether this version must update.', querystring: AppInfoQuery, response: { 200: ApiEnvelope(AppInfo) } },
    handler: async (request) => ok(await appInfo(context.db, request.query.AppVersionCode)),
  });

  api.route({
    method: ApiRoutes.getCountries.method,
    url: apiUrl(ApiRoutes.getCountries),
    schema: { tags: ['Location'], summary: 'Countries with their dialling codes.', response: { 200: ApiEnvelope(z.array(Country)) } },
    handler: async () => ok(await reference.countries()),
  });

  api.route({
    method: ApiRoutes.getTimeZones.method,
    url: apiUrl(ApiRoutes.getTimeZones),
    schema: { tags: ['Location'], summary: 'Time zones (IANA ids).', response: { 200: ApiEnvelope(z.array(TimeZone)) } },
    handler: async () => ok(await reference.timeZones()),
  });

  api.route({
    method: ApiRoutes.getHowYouKnowQuestion.method,
    url: apiUrl(ApiRoutes.getHowYouKnowQuestion),
    schema: { tags: ['Account'], summary: 'The how-you-know-us question and its options.', security: bearerSecurity, response: { 200: ApiEnvelope(HowYouKnowQuestion) } },
    handler: async (request) => {
      await auth.required(request);
      return ok(await reference.howYouKnowQuestion());
    },
  });

  api.route({
    method: ApiRoutes.saveHowYouKnowAnswer.method,
    url: apiUrl(ApiRoutes.saveHowYouKnowAnswer),
    schema: { tags: ['Account'], summary: 'Save the answer; marks it answered.', security: bearerSecurity, body: HowYouKnowAnswer, response: { 200: Nothing } },
    handler: async (request) => {
      await reference.saveHowYouKnowAnswer(await auth.required(request), request.body);
      return ok(null, 'AnswerSaved');
    },
  });

  api.route({
    method: ApiRoutes.getAllMessages.method,
    url: apiUrl(ApiRoutes.getAllMessages),
    schema: { tags: ['Application messages'], summary: 'Every application message by id, with MessagesUpdatedOn.', response: { 200: ApiEnvelope(ApplicationMessages) } },
    handler: async () => ok(await reference.messages()),
  });

  api.route({
    method: ApiRoutes.getMessagesForEnum.method,
    url: apiUrl(ApiRoutes.getMessagesForEnum),
    schema: {
      tags: ['Application messages'],
      summary: 'The messages for one audience (Audience: ServerSide 1, ClientSide 2, Both 3, All 4).',
      querystring: MessagesForEnumQuery,
      response: { 200: ApiEnvelope(ApplicationMessages) },
    },
    handler: async (request) => ok(await reference.messages(request.query.Audience)),
  });

  api.route({
    method: ApiRoutes.getMessageKeyEnum.method,
    url: apiUrl(ApiRoutes.getMessageKeyEnum),
    schema: { tags: ['Application messages'], summary: 'Message key name -> message id.', response: { 200: ApiEnvelope(z.record(z.string(), z.number())) } },
    handler: async () => ok(await reference.messageKeys()),
  });

  api.route({
    method: ApiRoutes.getMessageTypeEnum.method,
    url: apiUrl(ApiRoutes.getMessageTypeEnum),
    schema: { tags: ['Application messages'], summary: 'Message type name -> number.', response: { 200: ApiEnvelope(z.record(z.string(), z.number())) } },
    handler: async () => ok(reference.messageTypes()),
  });

  api.route({
    method: ApiRoutes.postContactMessage.method,
    url: apiUrl(ApiRoutes.postContactMessage),
    schema: { tags: ['Contact'], summary: 'Send a message to support.', security: bearerSecurity, body: ContactMessageRequest, response: { 200: Nothing } },
    handler: async (request) => {
      await reference.postContactMessage(await auth.required(request), request.body);
      return ok(null, 'MessageSent');
    },
  });

  api.route({
    method: ApiRoutes.resetConfiguration.method,
    url: apiUrl(ApiRoutes.resetConfiguration),
    schema: {
      tags: ['Configuration'],
      summary: 'The configuration stamps a client resets its caches against.',
      description:
        'Decision (spec: "not shown"): the server keeps no configuration cache of its own, so this returns the current MessagesUpdatedOn and AppInfo; the portal compares them with what it stored.',
      response: { 200: ApiEnvelope(z.object({ MessagesUpdatedOn: z.string(), AppInfo })) },
    },
    handler: async () => ok({ MessagesUpdatedOn: await applicationMessagesStamp(context.db), AppInfo: await appInfo(context.db) }),
  });
}
