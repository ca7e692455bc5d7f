import { useEffect, useRef } from 'react';
import { deleteCookie, getCookie, setCookie } from '../../../platform/cookies';
import { config } from '../../../shared/config';

/*
 * spec 4 (Persistence): sign-up drafts go to a cookie shared across the product's domain, encrypted.
 * The password never goes into the draft.
 */

const DRAFT_COOKIE = 'portal.signUpDraft';
const DRAFT_FIELDS = [
  'fullName',
  'userName',
  'email',
  'countryCode',
  'phoneNumber',
  'timeZoneId',
] as const;
export type SignUpDraft = Partial<Record<(typeof DRAFT_FIELDS)[number], string>>;

export function readSignUpDraft(): SignUpDraft {
  const raw = getCookie(DRAFT_COOKIE, { encryptionKey: config.routeEncryptionKey });
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return {};
    const draft: SignUpDraft = {};
    for (const field of DRAFT_FIELDS) {
      const value = (parsed as Record<string, unknown>)[field];
      if (typeof value === 'string') draft[field] = value;
    }
    return draft;
  } catch {
    return {};
  }
}

/** Keeps the draft cookie in step with the form (debounced), without the password. */
export function useSaveSignUpDraft(values: Record<string, string>): void {
  const draft = JSON.stringify(
    Object.fromEntries(DRAFT_FIELDS.map((field) => [field, values[field] ?? ''])),
  );
  // What the page opened with (empty, or the restored draft) is already saved: write only changes.
  const saved = useRef(draft);
  useEffect(() => {
    if (draft === saved.current) return;
    const timer = setTimeout(() => {
      saved.current = draft;
      setCookie(DRAFT_COOKIE, draft, {
        encryptionKey: config.routeEncryptionKey,
        domain: config.cookieDomain,
        days: 7,
      });
    }, 500);
    return () => clearTimeout(timer);
  }, [draft]);
}

export function clearSignUpDraft(): void {
  deleteCookie(DRAFT_COOKIE, config.cookieDomain);
}
