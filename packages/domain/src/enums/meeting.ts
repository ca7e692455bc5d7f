// spec: meeting type Instant 1, Scheduled 2, recurring with no fixed time 3, recurring with fixed time 8.
export const MeetingType = {
  Instant: 1,
  Scheduled: 2,
  RecurringNoFixedTime: 3,
  RecurringFixedTime: 8,
} as const;
export type MeetingType = (typeof MeetingType)[keyof typeof MeetingType];

// spec: meeting status Scheduled 1, Started 2, Completed 3, Cancelled 4.
export const MeetingStatus = { Scheduled: 1, Started: 2, Completed: 3, Cancelled: 4 } as const;
export type MeetingStatus = (typeof MeetingStatus)[keyof typeof MeetingStatus];
