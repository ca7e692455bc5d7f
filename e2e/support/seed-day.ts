import { FIXTURE_DAY, shiftFixtureDates } from '@portal/domain/fixtures';
import { inject } from 'vitest';

/*
 * The journeys' server seeds the demo world for the day it starts (global-setup.ts, DEMO_SEED_DAY):
 * every date of the fixtures moved by whole days from the day they are authored around. A journey
 * that checks a fixture's date checks it as seeded.
 */

/** The day the journeys' server seeded the demo world for (YYYY-MM-DD). */
export function demoSeedDay(): string {
  return inject('demoSeedDay');
}

/** A fixture value (a date string, or any record holding dates) as the journeys' server seeded it. */
export function seeded<T>(fixture: T): T {
  return shiftFixtureDates(fixture, FIXTURE_DAY, demoSeedDay());
}

/** A fixture's date or date-time string as the journeys' server seeded it. */
export function seededDate(fixtureDate: string): string {
  return seeded(fixtureDate);
}
