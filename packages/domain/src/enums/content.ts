// spec: content type video 1, reading 2.
export const ContentType = { video: 1, reading: 2 } as const;
export type ContentType = (typeof ContentType)[keyof typeof ContentType];

// spec: activity type video 1, reading 2, test 3, classTest 4, assignment 5.
export const ActivityType = { video: 1, reading: 2, test: 3, classTest: 4, assignment: 5 } as const;
export type ActivityType = (typeof ActivityType)[keyof typeof ActivityType];

// spec: problem type video 1, reading 2, test 3, classTest 4, assignment 5.
export const ProblemType = { video: 1, reading: 2, test: 3, classTest: 4, assignment: 5 } as const;
export type ProblemType = (typeof ProblemType)[keyof typeof ProblemType];

// spec: content source LMS 1, Youtube 2, Dailymotion 3, Vimeo 4.
export const ContentSource = { LMS: 1, Youtube: 2, Dailymotion: 3, Vimeo: 4 } as const;
export type ContentSource = (typeof ContentSource)[keyof typeof ContentSource];

// spec: notes and bookmarks content filter All -1, Video 1, Reading 2.
export const ContentFilter = { All: -1, Video: 1, Reading: 2 } as const;
export type ContentFilter = (typeof ContentFilter)[keyof typeof ContentFilter];

// spec: webinar folder all -1, current 1, upcoming 2, past 3.
export const WebinarFolder = { all: -1, current: 1, upcoming: 2, past: 3 } as const;
export type WebinarFolder = (typeof WebinarFolder)[keyof typeof WebinarFolder];

// spec: rating item type Course 1, Content 2, Quiz 3, Test 4, Question 5, Assignment 6, Meeting 7, Webinar 8.
export const RatingItemType = {
  Course: 1,
  Content: 2,
  Quiz: 3,
  Test: 4,
  Question: 5,
  Assignment: 6,
  Meeting: 7,
  Webinar: 8,
} as const;
export type RatingItemType = (typeof RatingItemType)[keyof typeof RatingItemType];

// spec: review status Pending 1, Reviewed 2.
export const ReviewStatus = { Pending: 1, Reviewed: 2 } as const;
export type ReviewStatus = (typeof ReviewStatus)[keyof typeof ReviewStatus];
