import { asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '../../core/context';
import { appSettings, applicationMessages, countries, timeZones } from './reference.tables';

export async function listApplicationMessages(db: Database, audiences?: number[]) {
  const query = db.select().from(applicationMessages);
  return audiences ? query.where(inArray(applicationMessages.audience, audiences)).orderBy(asc(applicationMessages.id)) : query.orderBy(asc(applicationMessages.id));
}

/** The newest change to any application message (spec: MessagesUpdatedOn). */
export async function messagesUpdatedOn(db: Database): Promise<Date | null> {
  const [row] = await db.select({ updatedOn: max(applicationMessages.updatedOn) }).from(applicationMessages);
  return row?.updatedOn ?? null;
}

/**
 * The last application-message change and every setting, in one round trip (the logged-in user
 * info call needs both on every page load).
 */
export interface ConfigurationSnapshot {
  readonly messagesUpdatedOn: Date | null;
  readonly settings: Map<string, string>;
}

/** The snapshot as two scalar sub-selects, so another statement can read it in the same round trip. */
export const configurationSnapshotColumns = {
  updated_on: sql<Date | string | null>`(select max(${applicationMessages.updatedOn}) from ${applicationMessages})`,
  settings: sql<Record<string, string> | string | null>`(select json_object_agg(${appSettings.key}, ${appSettings.value}) from ${appSettings})`,
};

/** The raw values of those columns (the drivers give a timestamp as text or Date, json as text or object). */
export function decodeConfigurationSnapshot(row: { updated_on?: unknown; settings?: unknown } | undefined): ConfigurationSnapshot {
  const raw = row?.settings;
  const settings = typeof raw === 'string' ? (JSON.parse(raw) as Record<string, string>) : ((raw ?? {}) as Record<string, string>);
  const updatedOn = row?.updated_on;
  return {
    messagesUpdatedOn: updatedOn instanceof Date || typeof updatedOn === 'string' ? new Date(updatedOn) : null,
    settings: new Map(Object.entries(settings).map(([key, value]) => [key, String(value)])),
  };
}

export async function readConfigurationSnapshot(db: Database): Promise<ConfigurationSnapshot> {
  const result = (await db.execute(
    sql`select ${configurationSnapshotColumns.updated_on} as updated_on, ${configurationSnapshotColumns.settings} as settings`,
  )) as unknown as { rows: { updated_on: unknown; settings: unknown }[] };
  return decodeConfigurationSnapshot(result.rows[0]);
}

export const listCountries = (db: Database) => db.select().from(countries).orderBy(asc(countries.name));
export const listTimeZones = (db: Database) =>
  db.select().from(timeZones).orderBy(asc(timeZones.utcOffsetMinutes), asc(timeZones.id));

export async function countryExists(db: Database, code: string): Promise<boolean> {
  return (await db.select({ code: countries.code }).from(countries).where(eq(countries.code, code)).limit(1)).length > 0;
}

export async function timeZoneExists(db: Database, id: string): Promise<boolean> {
  return (await db.select({ id: timeZones.id }).from(timeZones).where(eq(timeZones.id, id)).limit(1)).length > 0;
}

export async function readSettings(db: Database): Promise<Map<string, string>> {
  const rows = await db.select().from(appSettings);
  return new Map(rows.map((row) => [row.key, row.value]));
}
