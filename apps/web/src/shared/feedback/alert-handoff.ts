import { AlertType } from '@portal/domain';
import { browserStorage, readJson, SessionStorageKey, writeJson, type StorageLike } from '../../platform/storage';
import type { Feedback } from './feedback-store';

/*
 * The login document (login.html) moves on with a full page load, which would lose the alerts it
 * has just shown (spec 6: "please confirm your email address first" above the resend page). It hands
 * them to the next document through session storage; the SPA takes them once, at start, and shows
 * them as if they had been raised there.
 */

interface HandedOffAlert {
  readonly type: AlertType;
  readonly message: string;
  readonly title: string;
}

const alertTypes: readonly string[] = Object.values(AlertType);

function parseHandedOffAlerts(value: unknown): HandedOffAlert[] | null {
  if (!Array.isArray(value)) return null;
  const alerts = value.filter(
    (item): item is HandedOffAlert =>
      typeof item === 'object' &&
      item !== null &&
      alertTypes.includes((item as HandedOffAlert).type) &&
      typeof (item as HandedOffAlert).message === 'string' &&
      typeof (item as HandedOffAlert).title === 'string',
  );
  return alerts.length === value.length ? alerts : null;
}

/** Keeps the alerts on screen for the next page load (nothing is written when there are none). */
export function handOffAlerts(
  feedback: Feedback,
  storage: StorageLike | null = browserStorage('session'),
): void {
  const alerts = feedback.store
    .getState()
    .alerts.map((alert) => ({ type: alert.Type, message: alert.Message, title: alert.Title }));
  if (alerts.length > 0) writeJson(storage, SessionStorageKey.handedOffAlerts, alerts);
}

/** Shows the alerts a previous page handed off, once. */
export function takeHandedOffAlerts(
  feedback: Feedback,
  storage: StorageLike | null = browserStorage('session'),
): void {
  const alerts = readJson(storage, SessionStorageKey.handedOffAlerts, parseHandedOffAlerts);
  storage?.removeItem(SessionStorageKey.handedOffAlerts);
  for (const alert of alerts ?? []) {
    feedback.alert(alert.type, alert.message, alert.title ? { title: alert.title } : undefined);
  }
}
