import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../core/context';
import type { ReadWithCaller } from '../../http/authentication';
import { configurationSnapshotColumns, decodeConfigurationSnapshot, type ConfigurationSnapshot } from './reference.queries';
import { registerReferenceRoutes } from './reference.routes';
import { createReferenceService } from './reference.service';

/** Reference data (ReferenceApiRoutes); other modules check countries and time zones and read app info here. */
export function registerReference(app: FastifyInstance, context: ServiceContext) {
  const reference = createReferenceService(context);
  registerReferenceRoutes(app, reference);
  return {
    appInfo: reference.appInfo,
    messagesStamp: reference.messagesStamp,
    appInfoAndMessagesStamp: reference.appInfoAndMessagesStamp,
    /** The configuration snapshot, read in the caller's statement (`defineRoute`'s `readWithCaller`). */
    configurationWithCaller,
    countryExists: reference.countryExists,
    timeZoneExists: reference.timeZoneExists,
  };
}

const configurationWithCaller: ReadWithCaller<ConfigurationSnapshot> = {
  name: 'configuration',
  columns: configurationSnapshotColumns,
  decode: decodeConfigurationSnapshot,
};

export type { ConfigurationSnapshot };
export type ReferenceModule = ReturnType<typeof registerReference>;
export { resolveDemoSeedDay, seedReferenceData } from './reference.seed';
export { settingKeys } from './reference.service';
