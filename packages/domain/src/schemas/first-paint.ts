import { MessageType } from '../enums/message';
import type { AuthTokens, SessionUser } from './account';
import type { ApplicationMessages } from './application-message';
import type { NotificationTarget } from './notification-target';

/*
 * What the portal reads from browser storage before every route's first paint (the guards decide
 * with it): the stored session and messages; and the notification targets a list paints as links. Checked here without zod, whose classic build (~25 KB
 * gzip) or core (~15 KB) would otherwise load before the login form paints (issue #10). They accept
 * and refuse exactly what the zod schemas of the same name do (first-paint.test.ts compares them on
 * valid, tampered and outdated entries), and drop unknown keys as zod does. The zod schemas stay the
 * source of truth: a change there is a change here, and the test fails until it is made.
 */

type Kind = 'string' | 'number' | 'boolean' | 'string|null';

const fits = (value: unknown, kind: Kind): boolean => {
  if (kind === 'string|null') return value === null || typeof value === 'string';
  if (kind === 'number') return typeof value === 'number' && Number.isFinite(value);
  return typeof value === kind;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The object with exactly the listed keys, each of its kind; null when one does not fit. */
function pick<T>(value: unknown, shape: Record<keyof T & string, Kind>): T | null {
  if (!isRecord(value)) return null;
  const picked: Record<string, unknown> = {};
  for (const [key, kind] of Object.entries<Kind>(shape)) {
    if (!fits(value[key], kind)) return null;
    picked[key] = value[key];
  }
  return picked as T;
}

const sessionUserShape: Record<keyof SessionUser, Kind> = {
  userId: 'string',
  expiresIn: 'number',
  userRole: 'string',
  isHowYouKnowAnswered: 'boolean',
  isEnrolled: 'boolean',
  fullName: 'string',
  userName: 'string',
  userProfilePictureURL: 'string|null',
  email: 'string',
  isEmailConfirmed: 'boolean',
  isPhoneNumberConfirmed: 'boolean',
  phoneNumber: 'string|null',
  phoneCode: 'string|null',
  isOnline: 'boolean',
  countryCode: 'string|null',
  isProfileCompleted: 'boolean',
  isForcePwdChange: 'boolean',
  isSplashModalWatched: 'boolean',
};

const authTokensShape: Record<keyof AuthTokens, Kind> = {
  token: 'string',
  refresh_token: 'string',
  expiryDate: 'string',
};

const messageTypes = new Set<unknown>(Object.values(MessageType));

/** A stored SessionUser (account.ts), or null. */
export const parseStoredSessionUser = (value: unknown): SessionUser | null =>
  pick<SessionUser>(value, sessionUserShape);

/** Stored AuthTokens (account.ts), or null. */
export const parseStoredAuthTokens = (value: unknown): AuthTokens | null =>
  pick<AuthTokens>(value, authTokensShape);

/** Stored ApplicationMessages (application-message.ts), or null. */
export function parseStoredApplicationMessages(value: unknown): ApplicationMessages | null {
  if (!isRecord(value) || typeof value.MessagesUpdatedOn !== 'string' || !isRecord(value.Messages))
    return null;
  const messages: ApplicationMessages['Messages'] = {};
  for (const [id, message] of Object.entries(value.Messages)) {
    if (
      !isRecord(message) ||
      typeof message.Message !== 'string' ||
      !messageTypes.has(message.Type)
    )
      return null;
    messages[id] = {
      Message: message.Message,
      Type: message.Type as ApplicationMessages['Messages'][string]['Type'],
    };
  }
  return { Messages: messages, MessagesUpdatedOn: value.MessagesUpdatedOn };
}

const targetName = /^[A-Za-z][A-Za-z0-9]{0,39}$/;

/**
 * parseNotificationTarget (notification-target.ts) without zod: the notifications list turns every
 * item's target into a link while it paints, and zod would otherwise load with the list.
 */
export function readNotificationTarget(value: unknown): NotificationTarget | null {
  if (!isRecord(value) || typeof value.Kind !== 'string' || !targetName.test(value.Kind))
    return null;
  if (value.Ids === undefined) return { Kind: value.Kind, Ids: {} };
  if (!isRecord(value.Ids)) return null;
  const entries = Object.entries(value.Ids);
  if (entries.length > 8) return null;
  const ids: Record<string, number> = {};
  for (const [name, id] of entries) {
    if (!targetName.test(name) || typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0)
      return null;
    ids[name] = id;
  }
  return { Kind: value.Kind, Ids: ids };
}
