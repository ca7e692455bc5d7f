// Issue 11 (settings; the spec shows none): the theme a candidate chose. 'system' follows the
// browser's prefers-color-scheme.
export const ThemePreference = { system: 'system', light: 'light', dark: 'dark' } as const;
export type ThemePreference = (typeof ThemePreference)[keyof typeof ThemePreference];

/**
 * The kinds of notification a candidate can choose to receive (issue 11: "which kinds"). Named
 * after the areas that send them; each area's notifications consult the choice when they are sent.
 */
export const NotificationKind = {
  courseContent: 'course-content',
  testsAndResults: 'tests-and-results',
  liveClasses: 'live-classes',
  billing: 'billing',
  announcements: 'announcements',
} as const;
export type NotificationKind = (typeof NotificationKind)[keyof typeof NotificationKind];
