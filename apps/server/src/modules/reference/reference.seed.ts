import type { Country, TimeZone } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../core/context';
import { allApplicationMessages } from '../../core/message-catalogue';
import { settingKeys } from './reference.service';
import { appSettings, applicationMessages, countries, timeZones } from './reference.tables';

/**
 * Reference data every database needs: the message catalogue, countries, time zones and the app
 * settings. Idempotent: rows that exist are left alone, so an operator's edits survive restarts.
 */
export async function seedReferenceData(db: Database, data: { countries: readonly Country[]; timeZones: readonly TimeZone[] }, now: Date): Promise<void> {
  await db
    .insert(applicationMessages)
    .values(
      allApplicationMessages().map(({ key, entry }) => ({
        id: entry.id,
        key,
        message: entry.message,
        type: entry.type,
        audience: entry.audience,
        updatedOn: now,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(countries)
    .values(data.countries.map((country) => ({ id: country.CountryId, code: country.CountryCode, name: country.Name, phoneCode: country.PhoneCode })))
    .onConflictDoNothing();
  await db
    .insert(timeZones)
    .values(data.timeZones.map((zone) => ({ id: zone.TimeZoneId, displayName: zone.DisplayName, utcOffsetMinutes: zone.UtcOffsetMinutes })))
    .onConflictDoNothing();
  await db
    .insert(appSettings)
    .values([
      { key: settingKeys.latestAppCode, value: '1', updatedAt: now },
      { key: settingKeys.minimumAppCode, value: '0', updatedAt: now },
    ])
    .onConflictDoNothing();
}

/**
 * The day the demo world is seeded for: `configured` (DEMO_SEED_DAY) when given, else the day this
 * database's demo world was first seeded for (app_settings demoSeedDay), else `now`'s UTC day. The
 * first answer is stored, so later starts on the same database keep moving the fixtures' dates to
 * the same day as the rows already there.
 */
export async function resolveDemoSeedDay(db: Database, configured: string | undefined, now: Date): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key: settingKeys.demoSeedDay, value: configured ?? now.toISOString().slice(0, 10), updatedAt: now })
    .onConflictDoNothing();
  if (configured) return configured;
  const [stored] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, settingKeys.demoSeedDay));
  return stored!.value;
}
