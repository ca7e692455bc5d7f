export { SettingsCard, type SettingsCardProps } from './settings-card';
