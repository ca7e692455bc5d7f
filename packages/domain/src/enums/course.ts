// spec: course type Active 1, Archive 2 (the e-book list is fixed to course type 1).
export const CourseType = { Active: 1, Archive: 2 } as const;
export type CourseType = (typeof CourseType)[keyof typeof CourseType];

// spec: course navigation steps subject-nav, group-nav, activity-nav.
export const CourseNavigationStep = {
  subject: 'subject-nav',
  group: 'group-nav',
  activity: 'activity-nav',
} as const;
export type CourseNavigationStep = (typeof CourseNavigationStep)[keyof typeof CourseNavigationStep];

// spec: activity step Group 1, Day 2, Activity 3.
export const ActivityStep = { Group: 1, Day: 2, Activity: 3 } as const;
export type ActivityStep = (typeof ActivityStep)[keyof typeof ActivityStep];

// spec: difficulty Beginner 1, Intermediate 2, Advanced 3, Mixed 4.
export const Difficulty = { Beginner: 1, Intermediate: 2, Advanced: 3, Mixed: 4 } as const;
export type Difficulty = (typeof Difficulty)[keyof typeof Difficulty];

// spec: subscribed class topic type LiveDoubts 1, LiveLecture 2, Exclusive 3.
export const SubscribedClassTopicType = { LiveDoubts: 1, LiveLecture: 2, Exclusive: 3 } as const;
export type SubscribedClassTopicType =
  (typeof SubscribedClassTopicType)[keyof typeof SubscribedClassTopicType];
