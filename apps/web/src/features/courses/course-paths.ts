import { ActivityType, type Activity, type Subject } from '@portal/domain';

/** Encrypts one (enc) route parameter (platform/crypto with the build's route key in the app). */
export type EncryptParam = (plain: string) => string;

/** What every course route starts with: /course/{courseName}/{candidateSOSId(enc)} (spec 2). */
export interface CourseRoot {
  readonly courseName: string;
  /** The candidateSOSId segment exactly as it is in the URL (already encrypted). */
  readonly encryptedSosId: string;
}

export function courseRootPath(root: CourseRoot): string {
  return `/course/${encodeURIComponent(root.courseName)}/${root.encryptedSosId}`;
}

/** spec 2: /subjects, the course's landing page. */
export function subjectsPath(root: CourseRoot): string {
  return `${courseRootPath(root)}/subjects`;
}

/** spec 2: /{subjectName}/{subjectId}/groups/{group?}/{groupName?}, the subject activity page. */
export function subjectActivityPath(
  root: CourseRoot,
  subject: Pick<Subject, 'SubjectName' | 'SubjectId'>,
  groupName?: string,
): string {
  const base = `${courseRootPath(root)}/${encodeURIComponent(subject.SubjectName)}/${subject.SubjectId}/groups`;
  return groupName === undefined ? base : `${base}/group/${encodeURIComponent(groupName)}`;
}

/** Where an activity sits: what the content routes carry. */
export interface ActivityPlace {
  readonly subject: Pick<Subject, 'SubjectName' | 'SubjectId'>;
  readonly groupName: string;
  readonly sosDetailId: number;
}

/**
 * spec 2: .../{sosDetailId}/video/{contentId}/{sosDetailContentId} and
 * .../{sosDetailId}/reading/{contentId}/{sosDetailContentId}/{candidateNoteId?}, under
 * /{subjectName}/{subjectId}/{group}/{groupName}. Null for tests and assignments (their issues).
 */
export function contentPath(root: CourseRoot, place: ActivityPlace, activity: Pick<Activity, 'ActivityType' | 'ContentId' | 'SOSDetailContentId'>): string | null {
  if (activity.ContentId === null || activity.SOSDetailContentId === null) return null;
  const kind = activity.ActivityType === ActivityType.video ? 'video' : activity.ActivityType === ActivityType.reading ? 'reading' : null;
  if (!kind) return null;
  return `${courseRootPath(root)}/${encodeURIComponent(place.subject.SubjectName)}/${place.subject.SubjectId}/group/${encodeURIComponent(place.groupName)}/${place.sosDetailId}/${kind}/${activity.ContentId}/${activity.SOSDetailContentId}`;
}

/** spec 2: /accessDenied (UpgradeSubscription): the page for a feature the package does not include. */
export function accessDeniedPath(root: CourseRoot): string {
  return `${courseRootPath(root)}/accessDenied`;
}

/** spec 2: /miscellaneousVideos, the course's extra videos (GetCourseMiscContent). */
export function miscellaneousVideosPath(root: CourseRoot): string {
  return `${courseRootPath(root)}/miscellaneousVideos`;
}

/** A child page of the course by its spec segment ('stats', 'leaderBoard', ...). */
export function courseChildPath(root: CourseRoot, segment: string): string {
  return `${courseRootPath(root)}/${segment}`;
}

/** Beyond the spec: /continue opens where the student left off (a video at its second). */
export function continuePath(root: CourseRoot): string {
  return `${courseRootPath(root)}/continue`;
}

/** spec 2: /course/setting and /course/webinar sit outside the course's param prefix. */
export const COURSE_SETTING_PATH = '/course/setting';
export const COURSE_WEBINAR_PATH = '/course/webinar';

/** A content path opening a video at a second (`?t=`; 0 opens it at the start). */
export function atSecond(path: string, seconds: number): string {
  return seconds > 0 ? `${path}?t=${Math.floor(seconds)}` : path;
}
