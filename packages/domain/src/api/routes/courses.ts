import { route } from './route';

/**
 * Course study (learning-areas.md section 7, "Courses and activities" and "Content"): subjects, the
 * activity hierarchy, content, completion, the miscellaneous shelf, and where to resume (ours).
 * Every call names the enrolment (candidateSOSId / CandidateSOSId); another candidate's enrolment
 * answers like a missing one. The activity-days path keeps the spec's spelling "Activitites".
 */
export const CoursesApiRoutes = {
  /** Query: candidateSOSId. */
  getCourseSubjects: route('GET', 'CandidateCourseSubjectService/GetCourseSubjects', true),
  /** Query: candidateSOSId, subjectId. */
  getCourseSubjectActivityGroups: route('GET', 'CandidateCourseActivitiesService/GetCourseSubjectActivityGroups', true),
  /** Query: candidateSOSId, subjectId, groupName. */
  getCourseSubjectActivityDays: route('GET', 'CandidateCourseActivitiesService/GetCourseSubjectActivityDays', true),
  /** Query: candidateSOSId, subjectId, groupName, sosDetailId. */
  getCourseSubjectDayActivities: route('GET', 'CandidateCourseActivitiesService/GetCourseSubjectDayActivitites', true),
  /** Query: candidateSOSId, contentId (Videos feature). */
  getContentVideo: route('GET', 'CandidateContentService/GetContentVideo', true),
  /** Query: candidateSOSId, contentId (Readings feature). */
  getContentReading: route('GET', 'CandidateContentService/GetContentReading', true),
  markContentAsCompleted: route('POST', 'CandidateContentService/MarkContentAsCompleted', true),
  /** Query: candidateSOSId, pageNumber, pageSize. */
  getCourseMiscContent: route('GET', 'CandidateCourseService/GetCourseMiscContent', true),
  getResumePoints: route('GET', 'CandidateCourseService/GetResumePoints', true),
  saveResumePoint: route('POST', 'CandidateCourseService/SaveResumePoint', true),
} as const;
