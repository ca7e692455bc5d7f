import { parseThemePreference, resolveTheme, type ThemePreference } from '@portal/domain';
import { browserStorage, LocalStorageKey, type StorageLike } from './storage';

/*
 * The portal's theme (issue 11): the student's choice from settings, kept in local storage so
 * theme-init.js (inline in index.html) can paint the first frame right, else the system's colour scheme. The
 * server keeps the choice too (settings); it is applied again at sign-in. theme-init.js also
 * follows the system's switches while the choice is 'system'.
 */

const darkQuery = '(prefers-color-scheme: dark)';

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(darkQuery).matches
    : false;
}

/** The stored choice ('system' when none). */
export function storedThemePreference(
  storage: StorageLike | null = browserStorage('local'),
): ThemePreference {
  return parseThemePreference(storage?.getItem(LocalStorageKey.theme));
}

/** Paints the page in the theme the preference resolves to. */
export function applyTheme(preference: ThemePreference): void {
  const dark = resolveTheme(preference, systemPrefersDark()) === 'dark';
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

/** Stores the choice (for the next first paint) and applies it now. */
export function chooseTheme(
  preference: ThemePreference,
  storage: StorageLike | null = browserStorage('local'),
): void {
  storage?.setItem(LocalStorageKey.theme, preference);
  applyTheme(preference);
}
