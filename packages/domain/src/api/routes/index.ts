import { AccountApiRoutes } from './account';
import { AssignmentsApiRoutes } from './assignments';
import { ContactApiRoutes } from './contact';
import { CoursesApiRoutes } from './courses';
import { DashboardApiRoutes } from './dashboard';
import { EBooksApiRoutes } from './ebooks';
import { FilesApiRoutes } from './files';
import { LiveApiRoutes } from './live';
import { NotesApiRoutes } from './notes';
import { NotificationsApiRoutes } from './notifications';
import { ProfileApiRoutes } from './profile';
import { RatingsApiRoutes } from './ratings';
import { ReferenceApiRoutes } from './reference';
import { SettingsApiRoutes } from './settings';
import { TestsApiRoutes } from './tests';

export type { ApiRoute, HttpMethod } from './route';
export {
  AccountApiRoutes,
  AssignmentsApiRoutes,
  ContactApiRoutes,
  CoursesApiRoutes,
  DashboardApiRoutes,
  EBooksApiRoutes,
  FilesApiRoutes,
  LiveApiRoutes,
  NotesApiRoutes,
  NotificationsApiRoutes,
  ProfileApiRoutes,
  RatingsApiRoutes,
  ReferenceApiRoutes,
  SettingsApiRoutes,
  TestsApiRoutes,
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
  courses: CoursesApiRoutes,
  notes: NotesApiRoutes,
  ebooks: EBooksApiRoutes,
  ratings: RatingsApiRoutes,
  settings: SettingsApiRoutes,
  tests: TestsApiRoutes,
  live: LiveApiRoutes,
  assignments: AssignmentsApiRoutes,
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
  ...CoursesApiRoutes,
  ...NotesApiRoutes,
  ...EBooksApiRoutes,
  ...RatingsApiRoutes,
  ...SettingsApiRoutes,
  ...TestsApiRoutes,
  ...LiveApiRoutes,
  ...AssignmentsApiRoutes,
} as const;
export type ApiRouteName = keyof typeof ApiRoutes;
