// spec (account-and-shell 3): notification filter all 1, read 2, unread 3.
export const NotificationFilter = { all: 1, read: 2, unread: 3 } as const;
export type NotificationFilter = (typeof NotificationFilter)[keyof typeof NotificationFilter];

// spec (account-and-shell 3): notification box inbox 0, trash 1, delete 2.
export const NotificationBox = { inbox: 0, trash: 1, delete: 2 } as const;
export type NotificationBox = (typeof NotificationBox)[keyof typeof NotificationBox];

// issue 11 (not in the spec): the kinds of page a notification may lead to (schemas/notification-target.ts).
/** The kinds the portal knows today; an area issue adds its own. */
export const NotificationTargetKind = {
  /** The candidate's profile (/dashboard/profile). */
  profile: 'profile',
  /** The academic documents on the profile page. */
  academicDocuments: 'academicDocuments',
  /** The dashboard's My Courses tab. */
  myCourses: 'myCourses',
  /** The dashboard's My Ebooks tab. */
  myEbooks: 'myEbooks',
  /** A teacher replied in a support thread: the course's /teacherSupport (Ids: CandidateSOSId). */
  teacherSupport: 'teacherSupport',
} as const;
export type NotificationTargetKind =
  (typeof NotificationTargetKind)[keyof typeof NotificationTargetKind];
