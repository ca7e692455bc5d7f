import { page, RouteAccess, type FeatureRoutes } from '../../shared/routing/page-route';
import type { RouteGuardMeta } from '../../shared/routing/run-guards';

/*
 * Route decision (issue 19; the spec shows no imaging route): a course's studies live under the
 * course's own prefix, like its other study areas, and a study opens from that list:
 *   /course/{courseName}/{candidateSOSId(enc)}/imaging                   the course's studies
 *   /course/{courseName}/{candidateSOSId(enc)}/imaging/{studyId(enc)}    the viewer
 * Both are pages of the course layout (its menu has "Imaging studies" when the course has studies),
 * blocked on mobile like the whole course section. Another student's course, or a study not of
 * this course, is "not found" (issue 19), not the course section's log-out of spec 2: the course
 * route's loader sends an imaging URL of a course not the candidate's to page-not-found
 * (course-loaders.ts, checkCourse), and the server answers 404 for a study outside the enrolment's
 * course, which the viewer says as "Study not found". The viewer's page chunk is the only one that
 * imports cornerstone (./viewport).
 */
const imagingAccess: RouteGuardMeta = { ...RouteAccess.candidate, blockedOnMobile: true, encryptedParams: ['candidateSOSId'] };
const viewerAccess: RouteGuardMeta = { ...RouteAccess.candidate, blockedOnMobile: true, encryptedParams: ['candidateSOSId', 'studyId'] };

export const imagingRoutes: FeatureRoutes = {
  courseLayout: [
    page('imaging', 'Imaging studies', imagingAccess, () => import('./pages/imaging-studies-page')),
    page('imaging/:studyId', 'Image viewer', viewerAccess, () => import('./pages/image-viewer-page'), {
      load: () => import('./prefetch').then((module) => module.prefetchViewer),
    }),
  ],
};
