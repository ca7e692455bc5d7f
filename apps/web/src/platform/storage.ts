/*
 * Browser storage, in one place. Keys are named once here so that the clear-storage action and the
 * session know exactly what they touch.
 * spec 4 (Persistence): auth token, app info, user info, meeting info and e-book info go to browser
 * (local) storage; candidate data to session storage.
 */

export const LocalStorageKey = {
  authToken: 'portal.authToken',
  userInfo: 'portal.userInfo',
  appInfo: 'portal.appInfo',
  appVersionInfo: 'portal.appVersionInfo',
  commonData: 'portal.commonData',
  applicationMessages: 'portal.applicationMessages',
  meetingInfo: 'portal.meetingInfo',
  ebookInfo: 'portal.ebookInfo',
  /** Set when a phone visitor chose "Continue in the browser" on the download-app page. */
  continueInBrowser: 'portal.continueInBrowser',
  /** The theme the student chose in settings (light, dark or system), read before first paint. */
  theme: 'portal.theme',
  /** How course videos play here and which course /course opens (/course/setting). */
  coursePreferences: 'portal.coursePreferences',
} as const;
export type LocalStorageKey = (typeof LocalStorageKey)[keyof typeof LocalStorageKey];

export const SessionStorageKey = {
  candidateData: 'portal.candidateData',
  backRoute: 'portal.backRoute',
  /** The questions flagged for review in the quiz attempt in progress (issue 13). */
  reviewFlags: 'portal.reviewFlags',
  /** Alerts the login document showed just before it loaded the next page (shared/feedback/alert-handoff.ts). */
  handedOffAlerts: 'portal.handedOffAlerts',
} as const;
export type SessionStorageKey = (typeof SessionStorageKey)[keyof typeof SessionStorageKey];

/** The part of the Web Storage API we use; tests pass an in-memory one. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

/** Returns window.localStorage / sessionStorage, or null where storage is unavailable (private mode, SSR). */
export function browserStorage(kind: 'local' | 'session'): StorageLike | null {
  try {
    const storage = kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    return storage ?? null;
  } catch {
    return null;
  }
}

/** Reads a JSON value; a missing, unreadable or invalid entry is null (and an invalid one is removed). */
export function readJson<T>(
  storage: StorageLike | null,
  key: string,
  parse: (value: unknown) => T | null,
): T | null {
  if (!storage) return null;
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    const value = parse(JSON.parse(raw));
    if (value === null) storage.removeItem(key);
    return value;
  } catch {
    storage.removeItem(key);
    return null;
  }
}

/** Writes a JSON value; a full or unavailable storage is ignored (the app keeps working in memory). */
export function writeJson(storage: StorageLike | null, key: string, value: unknown): void {
  if (!storage) return;
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the in-memory state is still correct for this tab.
  }
}

export function removeKey(storage: StorageLike | null, key: string): void {
  storage?.removeItem(key);
}

/**
 * spec 4: the clear-browser-storage action removes common data, app info and app version info from
 * local storage, clears session storage and reloads the page.
 */
export function clearBrowserStorage(
  local: StorageLike | null = browserStorage('local'),
  session: StorageLike | null = browserStorage('session'),
  reload: () => void = () => globalThis.location.reload(),
): void {
  local?.removeItem(LocalStorageKey.commonData);
  local?.removeItem(LocalStorageKey.appInfo);
  local?.removeItem(LocalStorageKey.appVersionInfo);
  session?.clear();
  reload();
}
