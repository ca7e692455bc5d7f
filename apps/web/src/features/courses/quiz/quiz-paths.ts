import { TestKind, TestSource, type ActivityGroup, type TestSummary } from '@portal/domain';
import { courseRootPath, type CourseRoot, type EncryptParam } from '../course-paths';

/** Where a quiz of the course hierarchy sits (the spec's quiz routes carry it). */
export interface QuizPlace {
  readonly subjectName: string;
  readonly subjectId: number;
  readonly groupName: string;
  readonly sosDetailId: number;
}

/** The quiz a path is about. */
export type QuizRef = Pick<TestSummary, 'TestId' | 'SOSDetailTestId'>;

const seg = encodeURIComponent;

/** The day of the course hierarchy holding a test (null when the hierarchy does not list it). */
export function quizPlaceOf(
  groups: readonly ActivityGroup[],
  subject: { readonly SubjectName: string; readonly SubjectId: number },
  testId: number,
): QuizPlace | null {
  for (const group of groups) {
    for (const day of group.SubjectActivityGroupDays) {
      if (day.SubjectGroupDayActivities.some((activity) => activity.TestId === testId))
        return {
          subjectName: subject.SubjectName,
          subjectId: subject.SubjectId,
          groupName: group.GroupName,
          sosDetailId: day.SOSDetailId,
        };
    }
  }
  return null;
}

const quizPrefix = (root: CourseRoot, place: QuizPlace) =>
  `${courseRootPath(root)}/${seg(place.subjectName)}/${place.subjectId}/group/${seg(place.groupName)}/${place.sosDetailId}/quiz`;

/** A due date as the route's optional last segment: the calendar day (YYYY-MM-DD). */
const dueSegment = (dueDate: string | null) => (dueDate ? `/${dueDate.slice(0, 10)}` : '');

/** spec 2: .../{sosDetailId}/quiz/info/{testId}/{sosDetailTestId}/{isExpired}/{dueDate?} (Quizzes). */
export function quizInfoPath(
  root: CourseRoot,
  place: QuizPlace,
  test: QuizRef & Pick<TestSummary, 'IsExpired' | 'DueDate'>,
): string {
  return `${quizPrefix(root, place)}/info/${test.TestId}/${test.SOSDetailTestId ?? 0}/${test.IsExpired}${dueSegment(test.DueDate)}`;
}

/** spec 2: .../{sosDetailId}/quiz/result/{testId}/{sosDetailTestId} (Quizzes). */
export function quizResultPath(root: CourseRoot, place: QuizPlace, test: QuizRef): string {
  return `${quizPrefix(root, place)}/result/${test.TestId}/${test.SOSDetailTestId ?? 0}`;
}

/** spec 2: /{subjectName}/{subjectId}/{type}/info/{testId}/{dueDate?} (AI quizzes). */
export function systemQuizInfoPath(
  root: CourseRoot,
  subject: { readonly SubjectName: string; readonly SubjectId: number },
  test: Pick<TestSummary, 'TestId' | 'DueDate'>,
): string {
  return `${courseRootPath(root)}/${seg(subject.SubjectName)}/${subject.SubjectId}/${TestKind.systemTest}/info/${test.TestId}${dueSegment(test.DueDate)}`;
}

/** spec 2: /{subjectName}/{subjectId}/{type}/result/{testId} (AI quizzes). */
export function systemQuizResultPath(
  root: CourseRoot,
  subject: { readonly SubjectName: string; readonly SubjectId: number },
  testId: number,
): string {
  return `${courseRootPath(root)}/${seg(subject.SubjectName)}/${subject.SubjectId}/${TestKind.systemTest}/result/${testId}`;
}

/**
 * spec 2 (quiz section): /quiz/{courseName}/{candidateSOSId(enc)}/{subjectName}/{subjectId}/{group}/
 * {groupName(enc)}/{sosDetailId(enc)}/{attempt|detail}/{testId}/{sosDetailTestId}.
 */
export function quizSectionPath(
  root: CourseRoot,
  place: QuizPlace,
  test: QuizRef,
  page: 'attempt' | 'detail',
  encrypt: EncryptParam,
): string {
  return `/quiz/${seg(root.courseName)}/${root.encryptedSosId}/${seg(place.subjectName)}/${place.subjectId}/group/${seg(encrypt(place.groupName))}/${seg(encrypt(String(place.sosDetailId)))}/${page}/${test.TestId}/${test.SOSDetailTestId ?? 0}`;
}

/** The list a test belongs to. */
export const isSystemTest = (test: Pick<TestSummary, 'TestSource'>) =>
  test.TestSource === TestSource.SystemTest;

/**
 * spec 2 (quiz section): /quiz/{courseName}/{candidateSOSId(enc)}/{subjectName}/{subjectId(enc)}/
 * {type}/{attempt|detail}/{testId(enc)}.
 */
export function systemQuizSectionPath(
  root: CourseRoot,
  subject: { readonly SubjectName: string; readonly SubjectId: number },
  testId: number,
  page: 'attempt' | 'detail',
  encrypt: EncryptParam,
): string {
  return `/quiz/${seg(root.courseName)}/${root.encryptedSosId}/${seg(subject.SubjectName)}/${seg(encrypt(String(subject.SubjectId)))}/${TestKind.systemTest}/${page}/${seg(encrypt(String(testId)))}`;
}

/** The route parameters of a quiz page, as the guards give them (decrypted). */
export interface QuizRouteParams {
  readonly subjectName?: string;
  readonly subjectId?: string;
  readonly groupName?: string;
  readonly sosDetailId?: string;
  readonly testId?: string;
  readonly sosDetailTestId?: string;
  readonly type?: string;
}

export type QuizRouteTarget =
  | { readonly kind: 'sos'; readonly place: QuizPlace; readonly test: QuizRef }
  | {
      readonly kind: 'system';
      readonly subject: { readonly SubjectName: string; readonly SubjectId: number };
      readonly testId: number;
    };

/** Which quiz a page of either shape is about (the system shape has {type} and no group). */
export function quizTargetOf(params: QuizRouteParams): QuizRouteTarget {
  const subject = { SubjectName: params.subjectName ?? '', SubjectId: Number(params.subjectId) };
  const testId = Number(params.testId);
  if (params.type !== undefined) return { kind: 'system', subject, testId };
  return {
    kind: 'sos',
    place: {
      subjectName: subject.SubjectName,
      subjectId: subject.SubjectId,
      groupName: params.groupName ?? '',
      sosDetailId: Number(params.sosDetailId),
    },
    test: { TestId: testId, SOSDetailTestId: Number(params.sosDetailTestId) || null },
  };
}

/** The course pages of a quiz (info is built by the lists, which know the due date). */
export function quizResultPathOf(root: CourseRoot, target: QuizRouteTarget): string {
  return target.kind === 'sos'
    ? quizResultPath(root, target.place, target.test)
    : systemQuizResultPath(root, target.subject, target.testId);
}

/** The quiz section's attempt or detail page of a quiz. */
export function quizSectionPathOf(
  root: CourseRoot,
  target: QuizRouteTarget,
  page: 'attempt' | 'detail',
  encrypt: EncryptParam,
): string {
  return target.kind === 'sos'
    ? quizSectionPath(root, target.place, target.test, page, encrypt)
    : systemQuizSectionPath(root, target.subject, target.testId, page, encrypt);
}
