/** spec: feature list. There is no 7, 15 or 16 in the spec; do not invent them. */
export const Feature = {
  NotRecommended: 0,
  Videos: 1,
  Readings: 2,
  Quizzes: 3,
  Assignments: 4,
  LiveDoubts: 5,
  LiveLectures: 6,
  TeacherSupport: 8,
  Stats: 9,
  Leaderboard: 10,
  Search: 11,
  Notifications: 12,
  Notes: 13,
  Bookmarks: 14,
  AIQuizzes: 17,
} as const;
export type Feature = (typeof Feature)[keyof typeof Feature];
