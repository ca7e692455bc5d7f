import { route } from './route';

/** The dashboard's lists (learning-areas.md section 7): programs, courses, e-books. */
export const DashboardApiRoutes = {
  getMyPrograms: route('GET', 'CandidateProgramService/GetMyPrograms', true),
  getMyCourses: route('GET', 'CandidateCourseService/GetMyCourses', true),
  getMyEBooks: route('GET', 'CandidateEBookService/GetMyEBooks', true),
} as const;
