import { RatingItemType } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { fileStorageConfig, type AppConfig } from './config';
import { systemClock, type Clock } from './core/clock';
import type { LogDestination } from './http/logging';
import { installRequestLimiter, type RequestLimiter } from './http/request-limits';
import { createServer } from './http/server';
import { exposeStatementCounts } from './http/statement-count-header';
import { scheduleHousekeeping } from './jobs/housekeeping';
import { registerAccount } from './modules/account';
import { registerAssignments } from './modules/assignments';
import { registerCommerce } from './modules/commerce';
import { registerContact } from './modules/contact';
import { registerCourses } from './modules/courses';
import { registerDashboard } from './modules/dashboard';
import { registerEBooks } from './modules/ebooks';
import { registerFiles } from './modules/files';
import { dicomTokenKey, registerImaging } from './modules/imaging';
import { meetingProviderFrom, registerLive } from './modules/live';
import { registerNotes } from './modules/notes';
import { registerNotifications } from './modules/notifications';
import { registerProfile } from './modules/profile';
import { registerRatings } from './modules/ratings';
import { registerReference } from './modules/reference';
import { registerFeedback } from './modules/feedback';
import { registerSearch } from './modules/search';
import { registerSettings } from './modules/settings';
import { registerStats } from './modules/stats';
import { registerTests } from './modules/tests';
import { registerApiDocs, registerSystem } from './modules/system';
import { openPlatform, type Platform, type PlatformOverrides } from './platform';
import { createDatabaseRequestLimiter } from './platform/rate-limit/request-limiter';
import { registerFileRoutes } from './platform/storage';
import { seedDatabase } from './seed';

/** Test doubles and a hand-moved clock; production passes none. */
export interface AppOverrides extends PlatformOverrides {
  readonly clock?: Clock;
  /** Counts anonymous calls per address; default the database's counters. */
  readonly requestLimiter?: RequestLimiter;
  /** Where the log lines go (tests read them); default stdout. */
  readonly logDestination?: LogDestination;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The platform the modules run on (database, storage, adapters): for tests and scripts. */
    platform: Platform;
    /** The modules' faces, as wired below: for tests and scripts. */
    modules: ReturnType<typeof registerModules>;
  }
}

/** Every business area, in dependency order: each gets only what it names. */
function registerModules(app: FastifyInstance, platform: Platform, clock: Clock, config: AppConfig & { readonly tokenSigningKey: string }) {
  const context = { db: platform.db, clock };
  const reference = registerReference(app, context);
  const files = registerFiles(app, { storage: platform.storage, clock });
  const account = registerAccount(app, {
    ...context,
    ...platform,
    files,
    reference,
    settings: { tokenSigningKey: config.tokenSigningKey, passwordHashing: config.passwordHashing, publicWebUrl: config.publicWebUrl },
  });
  const dashboard = registerDashboard(app, context);
  const courses = registerCourses(app, { ...context, dashboard, files });
  registerNotes(app, { ...context, courses });
  registerEBooks(app, { ...context, dashboard, files, storage: platform.storage });
  const ratings = registerRatings(app, { ...context, courses });
  dashboard.useCourseRatings(ratings.courseRatings);
  const settings = registerSettings(app, context);
  const notifications = registerNotifications(app, { ...context, push: platform.push, log: app.log, settingsOf: settings.settingsOf, publicWebUrl: config.publicWebUrl });
  registerProfile(app, { ...context, files, users: account.users });
  const contact = registerContact(app, { ...context, mailer: platform.mailer, courses, notify: notifications.notify, operatorSecret: config.operatorSecret });
  const tests = registerTests(app, { ...context, courses, log: app.log, feedback: ratings.testFeedback });
  ratings.useItemCheck(RatingItemType.Test, tests.finishedTest);
  const live = registerLive(app, { ...context, courses, dashboard, files, ratings, provider: meetingProviderFrom(config.zoom) });
  const assignments = registerAssignments(app, { ...context, courses, files, ratings });
  // The study agenda (live module) lists the due tests and assignments beside classes and webinars.
  live.useAgendaSource(tests.agendaItems);
  live.useAgendaSource(assignments.agendaItems);
  registerSearch(app, { ...context, courses });
  registerFeedback(app, { ...context, courses });
  registerStats(app, { ...context, courses, files });
  registerImaging(app, { ...context, courses, storage: platform.storage, tokenKey: dicomTokenKey(config.tokenSigningKey), tokenLifetimeSeconds: config.dicomTokenLifetimeSeconds });
  const { commerce, pages: paymentPages, sweep: paymentDue } = registerCommerce(app, { ...context, dashboard, log: app.log, notify: notifications.notify, stripe: config.stripe, publicWebUrl: config.publicWebUrl, operatorSecret: config.operatorSecret });
  return { reference, files, account, dashboard, courses, notifications, tests, live, assignments, contact, commerce, paymentPages, paymentDue };
}

/**
 * Builds the whole server: the HTTP layer, the platform (database migrated and seeded, storage,
 * adapters), the business modules, the docs and the built portal (WEB_DIST_DIR), and housekeeping.
 * `main.ts` only listens; tests call this in-process and talk HTTP to it. Closing the app waits for
 * running handlers, then closes the platform.
 */
export async function buildApp(config: AppConfig, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const clock = overrides.clock ?? systemClock;
  const { app, handlersSettled } = await createServer(config, overrides.logDestination);
  if (overrides.countSqlStatements) exposeStatementCounts(app);
  const platform = await openPlatform(
    { ...config, storage: fileStorageConfig(config) },
    { clock, log: app.log, overrides },
  );
  app.addHook('onClose', async () => {
    await handlersSettled(10_000);
    await platform.close();
  });
  app.decorate('platform', platform);
  const requestLimiter = createDatabaseRequestLimiter(platform.db, clock);
  installRequestLimiter(app, overrides.requestLimiter ?? requestLimiter);

  await registerApiDocs(app, config.securityHeaderValue);
  // spec of scale-out (DESIGN.md): every instance signs tokens with one key.
  const tokenSigningKey = config.tokenSigningKey ?? (await platform.sharedSecret('tokenSigningKey'));
  if (!config.tokenSigningKey) app.log.warn('TOKEN_SIGNING_KEY is not set: tokens are signed with the key generated into the database (server_secrets); set it from a secret store in production');
  const modules = registerModules(app, platform, clock, { ...config, tokenSigningKey });
  app.decorate('modules', modules);
  await modules.paymentPages;
  await registerFileRoutes(app, platform.storage);
  await registerSystem(app, { db: platform.db, databaseKind: config.database.kind, exposeOutbox: config.exposeOutbox, webDistDir: config.webDistDir });

  // The seed is the last of the start-up section (migrations, shared secrets): under the lock, so
  // instances started together seed the demo world once.
  try {
    // Imported studies' UIDs are replaced under a salt kept in the database, stable across restarts.
    const imaging = config.seedDemoData && config.seedDemoImaging !== false ? { uidSalt: await platform.sharedSecret('imagingUidSalt') } : undefined;
    if (await seedDatabase(platform.db, { passwords: modules.account.passwords, now: clock(), demo: config.seedDemoData, storage: platform.storage, imaging, demoSeedDay: config.demoSeedDay })) {
      app.log.info('seeded the demo accounts into an empty database');
    }
  } finally {
    await platform.releaseStartupLock();
  }
  scheduleHousekeeping(app, [modules.account.sweep, modules.files.sweep, modules.notifications.sweep, () => requestLimiter.sweep(), modules.tests.sweep, modules.paymentDue]);
  return app;
}
