export { getSettings, settingsQueryOptions } from './get-settings';
export { saveSettings, saveSettingsMutationOptions } from './save-settings';
export { settingsKeys } from './settings-keys';
