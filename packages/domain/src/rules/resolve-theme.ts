import { ThemePreference } from '../enums/settings';

/** The theme a page is painted in. */
export type AppliedTheme = 'light' | 'dark';

/**
 * Issue 11: the portal follows the system's colour scheme unless the candidate chose a theme in
 * settings. (apps/web/theme-init.js repeats this before first paint; it cannot import.)
 */
export function resolveTheme(
  preference: ThemePreference,
  systemPrefersDark: boolean,
): AppliedTheme {
  switch (preference) {
    case ThemePreference.light:
      return 'light';
    case ThemePreference.dark:
      return 'dark';
    case ThemePreference.system:
      return systemPrefersDark ? 'dark' : 'light';
    default:
      return preference satisfies never;
  }
}

/** Reads a stored preference; anything else (missing, tampered) is 'system'. */
export function parseThemePreference(value: string | null | undefined): ThemePreference {
  return value === ThemePreference.light || value === ThemePreference.dark
    ? value
    : ThemePreference.system;
}
