/**
 * Keys of course study (DESIGN.md: groups, days and activities are cached per course, subject,
 * group and day). Everything of one enrolment nests under `course(candidateSOSId)`, a subject's
 * hierarchy under `subject(...)`, so one invalidation reaches what a completion changes.
 */
export const courseKeys = {
  all: ['courses'] as const,
  course: (candidateSOSId: number) => [...courseKeys.all, candidateSOSId] as const,
  subjects: (candidateSOSId: number) => [...courseKeys.course(candidateSOSId), 'subjects'] as const,
  subject: (candidateSOSId: number, subjectId: number) => [...courseKeys.course(candidateSOSId), 'subject', subjectId] as const,
  groups: (candidateSOSId: number, subjectId: number) => [...courseKeys.subject(candidateSOSId, subjectId), 'groups'] as const,
  days: (candidateSOSId: number, subjectId: number, groupName: string) =>
    [...courseKeys.subject(candidateSOSId, subjectId), 'group', groupName, 'days'] as const,
  dayActivities: (candidateSOSId: number, subjectId: number, groupName: string, sosDetailId: number) =>
    [...courseKeys.subject(candidateSOSId, subjectId), 'group', groupName, 'day', sosDetailId, 'activities'] as const,
  video: (candidateSOSId: number, contentId: number) => [...courseKeys.course(candidateSOSId), 'video', contentId] as const,
  reading: (candidateSOSId: number, contentId: number) => [...courseKeys.course(candidateSOSId), 'reading', contentId] as const,
  miscContent: (candidateSOSId: number, pageNumber: number, pageSize: number) =>
    [...courseKeys.course(candidateSOSId), 'misc-content', pageNumber, pageSize] as const,
  miscContentPages: (candidateSOSId: number, pageSize: number) => [...courseKeys.course(candidateSOSId), 'misc-content', 'pages', pageSize] as const,
  resumePoints: () => [...courseKeys.all, 'resume-points'] as const,
  // Mutations
  markCompleted: () => [...courseKeys.all, 'mark-completed'] as const,
  saveResumePoint: () => [...courseKeys.all, 'save-resume-point'] as const,
};
