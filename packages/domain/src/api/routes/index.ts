import { AccountApiRoutes } from './account';
import { AssignmentsApiRoutes } from './assignments';
import { CommerceApiRoutes } from './commerce';
import { ContactApiRoutes } from './contact';
import { CoursesApiRoutes } from './courses';
import { DashboardApiRoutes } from './dashboard';
import { EBooksApiRoutes } from './ebooks';
import { FeedbackApiRoutes } from './feedback';
import { FilesApiRoutes } from './files';
import { ImagingApiRoutes } from './imaging';
import { LiveApiRoutes, calendarFeedPath } from './live';
import { NotesApiRoutes } from './notes';
import { NotificationsApiRoutes } from './notifications';
import { ProfileApiRoutes } from './profile';
import { RatingsApiRoutes } from './ratings';
import { ReferenceApiRoutes } from './reference';
import { SearchApiRoutes } from './search';
import { SettingsApiRoutes } from './settings';
import { StatsApiRoutes } from './stats';
import { TestsApiRoutes } from './tests';

export type { ApiRoute, HttpMethod } from './route';
export {
  AccountApiRoutes,
  AssignmentsApiRoutes,
  CommerceApiRoutes,
  ContactApiRoutes,
  CoursesApiRoutes,
  DashboardApiRoutes,
  EBooksApiRoutes,
  FeedbackApiRoutes,
  FilesApiRoutes,
  ImagingApiRoutes,
  LiveApiRoutes,
  calendarFeedPath,
  NotesApiRoutes,
  NotificationsApiRoutes,
  ProfileApiRoutes,
  RatingsApiRoutes,
  ReferenceApiRoutes,
  SearchApiRoutes,
  SettingsApiRoutes,
  StatsApiRoutes,
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
  search: SearchApiRoutes,
  feedback: FeedbackApiRoutes,
  stats: StatsApiRoutes,
  commerce: CommerceApiRoutes,
  imaging: ImagingApiRoutes,
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
  ...SearchApiRoutes,
  ...FeedbackApiRoutes,
  ...StatsApiRoutes,
  ...CommerceApiRoutes,
  ...ImagingApiRoutes,
} as const;
export type ApiRouteName = keyof typeof ApiRoutes;
