import { useCallback, useEffect, useRef } from 'react';
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

/**
 * Keeps the draft cookie in step with the form (debounced), without the password. Returns
 * `discard`, for a successful sign-up: it deletes the cookie and stops any save still pending, so a
 * keystroke made just before submitting cannot write the draft back while the page navigates away.
 */
export function useSignUpDraft(values: Record<string, string>): { discard: () => void } {
  const draft = JSON.stringify(
    Object.fromEntries(DRAFT_FIELDS.map((field) => [field, values[field] ?? ''])),
  );
  // What the page opened with (empty, or the restored draft) is already saved: write only changes.
  const saved = useRef(draft);
  const discarded = useRef(false);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (draft === saved.current || discarded.current) return;
    pending.current = setTimeout(() => {
      if (discarded.current) return;
      saved.current = draft;
      setCookie(DRAFT_COOKIE, draft, {
        encryptionKey: config.routeEncryptionKey,
        domain: config.cookieDomain,
        days: 7,
      });
    }, 500);
    return () => clearTimeout(pending.current);
  }, [draft]);

  const discard = useCallback(() => {
    discarded.current = true;
    clearTimeout(pending.current);
    deleteCookie(DRAFT_COOKIE, config.cookieDomain);
  }, []);
  return { discard };
}
