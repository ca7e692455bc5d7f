import type { Subject } from '@portal/domain';

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
