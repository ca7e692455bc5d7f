import { route } from './route';

/** The candidate's settings (issue 11; the spec shows no settings calls: paths are ours). */
export const SettingsApiRoutes = {
  getSettings: route('GET', 'CandidateSettingsService/GetSettings', true),
  saveSettings: route('POST', 'CandidateSettingsService/SaveSettings', true),
} as const;
