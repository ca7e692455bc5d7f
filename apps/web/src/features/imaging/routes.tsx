import { page, RouteAccess, type FeatureRoutes } from '../../shared/routing/page-route';
import type { RouteGuardMeta } from '../../shared/routing/run-guards';

/*
 * Route decision (issue 19; the spec shows no imaging route): a course's studies live under the
 * course's own prefix, like its other study areas, and a study opens from that list:
 *   /course/{courseName}/{candidateSOSId(enc)}/imaging                   the course's studies
 *   /course/{courseName}/{candidateSOSId(enc)}/imaging/{studyId(enc)}    the viewer
 * Both are blocked on mobile like the whole course section; the server answers 404 for an
 * enrolment or study that is not the caller's, and the pages say "not found". The viewer's page
 * chunk is the only one that imports cornerstone (./viewport).
 */
const imagingAccess: RouteGuardMeta = { ...RouteAccess.candidate, blockedOnMobile: true, encryptedParams: ['candidateSOSId'] };
const viewerAccess: RouteGuardMeta = { ...RouteAccess.candidate, blockedOnMobile: true, encryptedParams: ['candidateSOSId', 'studyId'] };

export const imagingRoutes: FeatureRoutes = {
  course: [
    page(':courseName/:candidateSOSId/imaging', 'Imaging studies', imagingAccess, () => import('./pages/imaging-studies-page')),
    page(':courseName/:candidateSOSId/imaging/:studyId', 'Image viewer', viewerAccess, () => import('./pages/image-viewer-page')),
  ],
};
