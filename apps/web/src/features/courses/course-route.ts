import type { Course } from '@portal/domain';
import type { GuardedData } from '../../shared/routing/guarded-loader';

/** The id of the course layout's route: its loader data (the course) is read by the pages. */
export const COURSE_ROUTE_ID = 'course';

/** What the course layout's loader gives its pages: the guarded params and the user's course. */
export interface CourseLoaderData extends GuardedData {
  readonly course: Course;
}

/** The course's candidateSOSId, decrypted by the guards. */
export const sosIdOf = (data: GuardedData) => Number(data.params.candidateSOSId);
