import { randomUUID } from 'node:crypto';
import fastifyFormbody from '@fastify/formbody';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { createOutboxMailer, createSmtpMailer } from './adapters/mailer';
import { createGoogleRecaptchaVerifier, createLocalRecaptchaVerifier } from './adapters/recaptcha';
import { createFirebasePushMessaging, createLocalPushMessaging } from './adapters/push-messaging';
import { createOutboxSmsSender } from './adapters/sms-sender';
import { securityHeaderName, type AppConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoAccounts, seedReferenceData } from './db/seed';
import { apiPrefix } from './http/api-route';
import { createAuthenticator } from './http/auth';
import { AppError } from './http/envelope';
import { registerErrorHandling } from './http/error-handler';
import { registerAccountRoutes } from './routes/account-routes';
import { registerLearningRoutes } from './routes/learning-routes';
import { registerNotificationRoutes } from './routes/notification-routes';
import { registerProfileRoutes } from './routes/profile-routes';
import { registerReferenceRoutes } from './routes/reference-routes';
import { isApiPath, registerSystemRoutes, registerWebApp } from './routes/system-routes';
import { createAccountService } from './services/accounts';
import type { ServiceContext } from './services/context';
import { createHousekeeping } from './services/housekeeping';
import { createLoginThrottle } from './services/login-throttle';
import { createOneTimeCodes } from './services/one-time-codes';
import { createPasswordHasher } from './services/password-hasher';
import { createLearningService } from './services/learning';
import { createNotificationService } from './services/notifications';
import { createProfileService } from './services/profiles';
import { createReferenceDataService } from './services/reference-data';
import { createTokenService } from './services/tokens';
import { createFileStorage, isLocalDiskStorage } from './storage';
import { registerLocalFileRoutes } from './storage/local-file-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The services' shared context (database, clock, adapters): for tests and scripts. */
    context: ServiceContext;
    /** Runs housekeeping now (after any run in flight): for tests and operators' scripts. */
    runHousekeepingNow: () => Promise<void>;
  }
}

const requestIdPattern = /^[\w.-]{8,64}$/;

/** Counts route handlers still running, so closing can wait for them before the database goes. */
function trackInFlightHandlers(app: FastifyInstance) {
  let running = 0;
  let wake: (() => void) | undefined;
  const finished = () => {
    running -= 1;
    if (running === 0) wake?.();
  };
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function tracked(this: FastifyInstance, ...args: Parameters<typeof handler>) {
      const result: unknown = handler.apply(this, args);
      if (result instanceof Promise) {
        running += 1;
        result.then(finished, finished);
      }
      return result as ReturnType<typeof handler>;
    };
  });
  return {
    settled: (timeoutMs: number) =>
      running === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, timeoutMs);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          }),
  };
}

/**
 * Builds the whole server: database (migrated, seeded when empty), adapters, services, routes,
 * OpenAPI docs, and the built portal when WEB_DIST_DIR is set. `main.ts` only listens; tests call
 * this in-process and talk HTTP to it. Closing the app closes the database.
 */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers["recaptcha-token"]'],
    },
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming)
        ? incoming
        : randomUUID();
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = await openDatabase(config.database);
  const inFlight = trackInFlightHandlers(app);
  // Graceful shutdown: the listener is closed first; handlers still running (including those of
  // clients that hung up) finish their queries before the database closes.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onClose', async () => {
    await inFlight.settled(10_000);
    await database.close();
  });
  const { db } = database;
  const clock = config.clock;
  const files = await createFileStorage(config);
  app.addHook('onClose', async () => files.close());
  const passwords = createPasswordHasher(config.passwordHashing);
  const context: ServiceContext = {
    db,
    config,
    clock,
    passwords,
    tokens: createTokenService(db, config.tokenSigningKey, clock),
    codes: createOneTimeCodes(db, config.tokenSigningKey, clock),
    loginThrottle: createLoginThrottle(db, clock),
    mailer:
      config.mailer ??
      (config.smtpUrl
        ? createSmtpMailer(config.smtpUrl, config.mailFrom)
        : createOutboxMailer(db, app.log, clock)),
    sms: config.smsSender ?? createOutboxSmsSender(db, app.log, clock),
    push:
      config.pushMessaging ??
      (config.firebaseServiceAccount
        ? createFirebasePushMessaging({ serviceAccount: config.firebaseServiceAccount })
        : createLocalPushMessaging(app.log)),
    recaptcha:
      config.recaptchaVerifier ??
      (config.recaptchaSecret
        ? createGoogleRecaptchaVerifier(config.recaptchaSecret)
        : createLocalRecaptchaVerifier()),
    files,
  };

  app.decorate('context', context);
  app.addHook('onClose', async () => context.push.close?.());
  await seedReferenceData(db, clock());
  if (config.seedDemoData && (await seedDemoAccounts(db, passwords, clock()))) {
    app.log.info('seeded the demo accounts into an empty database');
  }

  // Expired sessions, codes and old login failures, then unsaved uploads and stale partial uploads
  // (services/housekeeping.ts), are deleted at start and then hourly. Every instance may do it; the
  // deletes are idempotent. Start-up does not wait for it (listing a large bucket takes a while);
  // one run at a time, and closing stops it between files.
  // Push subscriptions to the topic "all" that failed (provider down) are retried on the same beat.
  const notificationService = createNotificationService(context);
  const housekeeping = createHousekeeping(context);
  const stopHousekeeping = new AbortController();
  let housekeepingRun: Promise<void> | undefined;
  const runHousekeeping = () =>
    (housekeepingRun ??= housekeeping
      .run(stopHousekeeping.signal)
      .then(
        (result) => app.log.info({ housekeeping: result }, 'housekeeping done'),
        (error: unknown) => app.log.warn({ err: error }, 'housekeeping failed'),
      )
      .then(() =>
        stopHousekeeping.signal.aborted
          ? undefined
          : notificationService.retryPushTopicSubscriptions(app.log),
      )
      .then(
        (push) =>
          push && push.subscribed + push.failed > 0
            ? app.log.info({ push }, 'push topic subscriptions retried')
            : undefined,
        (error: unknown) => app.log.warn({ err: error }, 'push topic retry failed'),
      )
      .finally(() => {
        housekeepingRun = undefined;
      }));
  void runHousekeeping();
  app.decorate('runHousekeepingNow', async () => {
    await housekeepingRun;
    await runHousekeeping();
  });
  const housekeepingTimer = setInterval(() => void runHousekeeping(), 60 * 60 * 1000);
  housekeepingTimer.unref();
  app.addHook('preClose', async () => {
    clearInterval(housekeepingTimer);
    stopHousekeeping.abort();
    await housekeepingRun;
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // While shutting down, answers end their keep-alive connection, so closing the listener does
    // not wait for idle clients (Fastify keeps keep-alive sockets for 72 s by default).
    if (closing) reply.header('connection', 'close');
  });

  // spec: every request carries the fixed application security header. It is not a secret (it is
  // in the portal's bundle); requests without it are not from our clients and get 403.
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(`${apiPrefix}/`)) return;
    if (request.headers[securityHeaderName] !== config.securityHeaderValue) {
      throw new AppError(403, 'ForbiddenException', 'MissingSecurityHeader');
    }
  });

  registerErrorHandling(app);
  await app.register(fastifyFormbody);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Candidate Portal API',
        version: '6.0.0',
        description: `Every /api/v6 call needs the header \`X-Application-Security: ${config.securityHeaderValue}\` (a fixed, public client marker, not a secret). Responses use the envelope { Data, success, Message, error }.`,
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });

  const auth = createAuthenticator(context);
  registerSystemRoutes(app, context);
  registerAccountRoutes(app, createAccountService(context), auth);
  registerReferenceRoutes(app, context, createReferenceDataService(context), auth);
  registerLearningRoutes(app, createLearningService(context), auth);
  registerNotificationRoutes(app, notificationService, auth);
  registerProfileRoutes(app, createProfileService(context), auth);
  if (isLocalDiskStorage(files)) await registerLocalFileRoutes(app, files);

  const servesWeb = await registerWebApp(app, config.webDistDir);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (servesWeb && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path)) {
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ Data: null, success: false, Message: 'Not found', error: 'NotFoundException' });
  });

  return app;
}
