import {
  ActivityType,
  ContentType,
  type Activity,
  type CandidateNote,
  type ContentReference,
  type Subject,
} from '@portal/domain';

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
export function contentPath(
  root: CourseRoot,
  place: ActivityPlace,
  activity: Pick<Activity, 'ActivityType' | 'ContentId' | 'SOSDetailContentId'>,
): string | null {
  if (activity.ContentId === null || activity.SOSDetailContentId === null) return null;
  const kind =
    activity.ActivityType === ActivityType.video
      ? 'video'
      : activity.ActivityType === ActivityType.reading
        ? 'reading'
        : null;
  if (!kind) return null;
  return `${courseRootPath(root)}/${encodeURIComponent(place.subject.SubjectName)}/${place.subject.SubjectId}/group/${encodeURIComponent(place.groupName)}/${place.sosDetailId}/${kind}/${activity.ContentId}/${activity.SOSDetailContentId}`;
}

/** spec 2: /notes (Notes feature). */
export function notesPath(root: CourseRoot): string {
  return `${courseRootPath(root)}/notes`;
}

/** spec 2: /bookmarks (Bookmarks feature). */
export function bookmarksPath(root: CourseRoot): string {
  return `${courseRootPath(root)}/bookmarks`;
}

/** spec 2: /stats (Stats feature). */
export function statsPath(root: CourseRoot): string {
  return `${courseRootPath(root)}/stats`;
}

/** spec 2: /leaderBoard (Leaderboard feature). */
export function leaderBoardPath(root: CourseRoot): string {
  return `${courseRootPath(root)}/leaderBoard`;
}

/** spec 2: /accessDenied, where a feature the package does not include leads (spec 8). */
export function accessDeniedPath(root: CourseRoot): string {
  return `${courseRootPath(root)}/accessDenied`;
}

const activityTypeOf = (contentType: ContentType) =>
  contentType === ContentType.video ? ActivityType.video : ActivityType.reading;

/** The video or reading a note or bookmark is on (its place is in the reference). */
export function referencedContentPath(
  root: CourseRoot,
  reference: ContentReference,
): string | null {
  return contentPath(
    root,
    {
      subject: { SubjectName: reference.SubjectName, SubjectId: reference.SubjectId },
      groupName: reference.GroupName,
      sosDetailId: reference.SOSDetailId,
    },
    {
      ActivityType: activityTypeOf(reference.ContentType),
      ContentId: reference.ContentId,
      SOSDetailContentId: reference.SOSDetailContentId,
    },
  );
}

/**
 * Where a note opens its content at the right place: a reading's route takes the optional
 * candidateNoteId (spec 2); a video opens at the second the note was taken (?t=, as "Continue").
 */
export function noteContentPath(root: CourseRoot, note: CandidateNote): string | null {
  const path = referencedContentPath(root, note);
  if (!path) return null;
  if (note.ContentType === ContentType.reading) return `${path}/${note.CandidateNoteId}`;
  return note.VideoTimeSeconds !== null && note.VideoTimeSeconds > 0
    ? `${path}?t=${note.VideoTimeSeconds}`
    : path;
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

/**
 * Beyond the spec: the course pages a link may reach by the enrolment's id alone (a notification's
 * target has no course name or encrypted id); /course/enrolment/{id}/{page} finds the course.
 */
export const ENROLMENT_PAGES = ['subjects', 'teacherSupport', 'assignments', 'liveClass'] as const;
export type EnrolmentPage = (typeof ENROLMENT_PAGES)[number];

export function enrolmentPagePath(candidateSOSId: number, page: EnrolmentPage): string {
  return `/course/enrolment/${candidateSOSId}/${page}`;
}

/** spec 2: /course/setting and /course/webinar sit outside the course's param prefix. */
export const COURSE_SETTING_PATH = '/course/setting';
export const COURSE_WEBINAR_PATH = '/course/webinar';

/** A content path opening a video at a second (`?t=`; 0 opens it at the start). */
export function atSecond(path: string, seconds: number): string {
  return seconds > 0 ? `${path}?t=${Math.floor(seconds)}` : path;
}
