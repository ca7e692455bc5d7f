import { describe, expect, it } from 'vitest';
import { ThemePreference } from '../enums/settings';
import { CandidateSettings, defaultCandidateSettings } from '../schemas/settings';
import { parseThemePreference, resolveTheme } from './resolve-theme';

describe('resolveTheme', () => {
  it('follows the system by default and obeys an explicit choice', () => {
    expect(resolveTheme(ThemePreference.system, true)).toBe('dark');
    expect(resolveTheme(ThemePreference.system, false)).toBe('light');
    expect(resolveTheme(ThemePreference.light, true)).toBe('light');
    expect(resolveTheme(ThemePreference.dark, false)).toBe('dark');
  });

  it('reads a stored preference, treating anything unknown as system', () => {
    expect(parseThemePreference('dark')).toBe('dark');
    expect(parseThemePreference('light')).toBe('light');
    expect(parseThemePreference('system')).toBe('system');
    expect(parseThemePreference('purple')).toBe('system');
    expect(parseThemePreference(null)).toBe('system');
  });
});

describe('CandidateSettings', () => {
  it('accepts the defaults: system theme, every kind, push on', () => {
    expect(CandidateSettings.parse(defaultCandidateSettings)).toEqual(defaultCandidateSettings);
    expect(defaultCandidateSettings.NotificationKinds).toHaveLength(5);
  });

  it('refuses an unknown theme, an unknown kind, a kind listed twice and a missing field', () => {
    const bad = [
      { ...defaultCandidateSettings, Theme: 'purple' },
      { ...defaultCandidateSettings, NotificationKinds: ['billing', 'gossip'] },
      { ...defaultCandidateSettings, NotificationKinds: ['billing', 'billing'] },
      { Theme: 'dark', NotificationKinds: [] },
    ];
    for (const value of bad) expect(CandidateSettings.safeParse(value).success).toBe(false);
    expect(
      CandidateSettings.safeParse({ ...defaultCandidateSettings, NotificationKinds: [] }).success,
    ).toBe(true);
  });
});
