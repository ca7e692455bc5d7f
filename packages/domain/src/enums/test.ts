/**
 * spec: test type CAT 1, CBT 2, PBT 3 (the wire's `TestType.Value`), "plus strings systemTest and
 * SOSTest". Our design: the numbers and the strings answer different questions, so they are two
 * enumerations. `TestType` is how a test is delivered (adaptive CAT, computer-based, paper-based);
 * `TestKind` is where it comes from and is the `{type}` segment of the quiz routes.
 */
export const TestType = { CAT: 1, CBT: 2, PBT: 3 } as const;
export type TestType = (typeof TestType)[keyof typeof TestType];

export const TestKind = { systemTest: 'systemTest', SOSTest: 'SOSTest' } as const;
export type TestKind = (typeof TestKind)[keyof typeof TestKind];

// spec: test source SosTest 1, SystemTest 2.
export const TestSource = { SosTest: 1, SystemTest: 2 } as const;
export type TestSource = (typeof TestSource)[keyof typeof TestSource];

// spec: candidate test filter all 0, attempted 1, unattempted 2.
export const CandidateTestFilter = { all: 0, attempted: 1, unattempted: 2 } as const;
export type CandidateTestFilter = (typeof CandidateTestFilter)[keyof typeof CandidateTestFilter];

// spec: answer type single 1, multiple 2.
export const AnswerType = { single: 1, multiple: 2 } as const;
export type AnswerType = (typeof AnswerType)[keyof typeof AnswerType];

// spec: quiz filter All 0, Attempted 1, Unattempted 2.
export const QuizFilter = { All: 0, Attempted: 1, Unattempted: 2 } as const;
export type QuizFilter = (typeof QuizFilter)[keyof typeof QuizFilter];

// spec: quiz type filter All 0, Question-wise Rectification 1, Topic-wise Improvement 2.
export const QuizTypeFilter = {
  All: 0,
  QuestionWiseRectification: 1,
  TopicWiseImprovement: 2,
} as const;
export type QuizTypeFilter = (typeof QuizTypeFilter)[keyof typeof QuizTypeFilter];

// spec: question mode Mcq 1, ShortQuestion 2, LongQuestion 3.
export const QuestionMode = { Mcq: 1, ShortQuestion: 2, LongQuestion: 3 } as const;
export type QuestionMode = (typeof QuestionMode)[keyof typeof QuestionMode];

/** How an attempt was submitted (ours): by the candidate, by the server at the deadline, or by a CAT's stop rule. */
export const SubmittedBy = {
  candidate: 'candidate',
  deadline: 'deadline',
  catStop: 'catStop',
} as const;
export type SubmittedBy = (typeof SubmittedBy)[keyof typeof SubmittedBy];
