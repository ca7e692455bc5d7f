import { MessageType } from '../enums/message';
import type { AuthTokens, SessionUser } from './account';
import type { ApplicationMessages } from './application-message';

/*
 * What the portal reads from browser storage before every route's first paint (the guards decide
 * with it): the stored session and messages. Checked here without zod, whose classic build (~25 KB
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
export const parseStoredSessionUser = (value: unknown): SessionUser | null => pick<SessionUser>(value, sessionUserShape);

/** Stored AuthTokens (account.ts), or null. */
export const parseStoredAuthTokens = (value: unknown): AuthTokens | null => pick<AuthTokens>(value, authTokensShape);

/** Stored ApplicationMessages (application-message.ts), or null. */
export function parseStoredApplicationMessages(value: unknown): ApplicationMessages | null {
  if (!isRecord(value) || typeof value.MessagesUpdatedOn !== 'string' || !isRecord(value.Messages)) return null;
  const messages: ApplicationMessages['Messages'] = {};
  for (const [id, message] of Object.entries(value.Messages)) {
    if (!isRecord(message) || typeof message.Message !== 'string' || !messageTypes.has(message.Type)) return null;
    messages[id] = { Message: message.Message, Type: message.Type as ApplicationMessages['Messages'][string]['Type'] };
  }
  return { Messages: messages, MessagesUpdatedOn: value.MessagesUpdatedOn };
}
