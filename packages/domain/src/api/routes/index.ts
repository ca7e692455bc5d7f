import { AccountApiRoutes } from './account';
import { ContactApiRoutes } from './contact';
import { DashboardApiRoutes } from './dashboard';
import { FilesApiRoutes } from './files';
import { NotificationsApiRoutes } from './notifications';
import { ProfileApiRoutes } from './profile';
import { ReferenceApiRoutes } from './reference';
import { SettingsApiRoutes } from './settings';

export type { ApiRoute, HttpMethod } from './route';
export {
  AccountApiRoutes,
  ContactApiRoutes,
  DashboardApiRoutes,
  FilesApiRoutes,
  NotificationsApiRoutes,
  ProfileApiRoutes,
  ReferenceApiRoutes,
  SettingsApiRoutes,
};

/**
 * Every area's route table by area name: the same names as apps/server/src/modules/<area>,
 * packages/api/src/services/<area> and the groups of packages/ui (README.md, "The repo").
 */
export const ApiRoutesByArea = {
  account: AccountApiRoutes,
  reference: ReferenceApiRoutes,
  contact: ContactApiRoutes,
  dashboard: DashboardApiRoutes,
  notifications: NotificationsApiRoutes,
  profile: ProfileApiRoutes,
  files: FilesApiRoutes,
  settings: SettingsApiRoutes,
} as const;
export type ApiArea = keyof typeof ApiRoutesByArea;

/** Every server call, by name (names are unique across areas; a test holds that). */
export const ApiRoutes = {
  ...AccountApiRoutes,
  ...ReferenceApiRoutes,
  ...ContactApiRoutes,
  ...DashboardApiRoutes,
  ...NotificationsApiRoutes,
  ...ProfileApiRoutes,
  ...FilesApiRoutes,
  ...SettingsApiRoutes,
} as const;
export type ApiRouteName = keyof typeof ApiRoutes;
