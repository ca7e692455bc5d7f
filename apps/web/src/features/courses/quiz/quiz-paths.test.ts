import { describe, expect, it } from 'vitest';
import { ActivityType, TestSource, type ActivityGroup } from '@portal/domain';
import {
  isSystemTest,
  quizInfoPath,
  quizPlaceOf,
  quizResultPath,
  quizSectionPath,
  systemQuizInfoPath,
  systemQuizResultPath,
  quizResultPathOf,
  quizSectionPathOf,
  quizTargetOf,
} from './quiz-paths';

const root = { courseName: 'MDCAT 2026', encryptedSosId: 'ENC' };
const place = {
  subjectName: 'Biology',
  subjectId: 3,
  groupName: 'Cell & tissues',
  sosDetailId: 41,
};
const quiz = {
  TestId: 900,
  SOSDetailTestId: 77,
  IsExpired: false,
  DueDate: '2026-12-08T00:00:00.000Z',
};

const activity = (TestId: number | null) => ({
  ActivityType: TestId ? ActivityType.test : ActivityType.video,
  Title: 'x',
  SOSDetailContentId: null,
  ContentId: null,
  AssignmentId: null,
  SOSDetailAssignmentId: null,
  TestId,
  SOSDetailTestId: null,
  IsContentCompleted: false,
  IsLocked: false,
  DueDate: null,
});
const groups: ActivityGroup[] = [
  {
    GroupName: 'Cells',
    SubjectActivityGroupDays: [
      {
        SOSDetailId: 40,
        DayName: 'Day 1',
        IsLocked: false,
        SubjectGroupDayActivities: [activity(null), activity(899)],
      },
    ],
  },
  {
    GroupName: 'Cell & tissues',
    SubjectActivityGroupDays: [
      {
        SOSDetailId: 41,
        DayName: 'Day 2',
        IsLocked: false,
        SubjectGroupDayActivities: [activity(900)],
      },
    ],
  },
];

describe('quiz paths (spec 2)', () => {
  it('finds the group and day of a quiz in the hierarchy', () => {
    expect(quizPlaceOf(groups, { SubjectName: 'Biology', SubjectId: 3 }, 900)).toEqual(place);
    expect(quizPlaceOf(groups, { SubjectName: 'Biology', SubjectId: 3 }, 1)).toBeNull();
  });

  it('builds the Quizzes info and result shapes', () => {
    expect(quizInfoPath(root, place, quiz)).toBe(
      '/course/MDCAT%202026/ENC/Biology/3/group/Cell%20%26%20tissues/41/quiz/info/900/77/false/2026-12-08',
    );
    expect(quizInfoPath(root, place, { ...quiz, DueDate: null, IsExpired: true })).toBe(
      '/course/MDCAT%202026/ENC/Biology/3/group/Cell%20%26%20tissues/41/quiz/info/900/77/true',
    );
    expect(quizResultPath(root, place, quiz)).toBe(
      '/course/MDCAT%202026/ENC/Biology/3/group/Cell%20%26%20tissues/41/quiz/result/900/77',
    );
  });

  it('builds the AI quiz info and result shapes', () => {
    const subject = { SubjectName: 'Biology', SubjectId: 3 };
    expect(systemQuizInfoPath(root, subject, { TestId: 5, DueDate: null })).toBe(
      '/course/MDCAT%202026/ENC/Biology/3/systemTest/info/5',
    );
    expect(systemQuizResultPath(root, subject, 5)).toBe(
      '/course/MDCAT%202026/ENC/Biology/3/systemTest/result/5',
    );
  });

  it('encrypts groupName and sosDetailId in the quiz section', () => {
    const encrypt = (plain: string) => `E(${plain})`;
    expect(quizSectionPath(root, place, quiz, 'attempt', encrypt)).toBe(
      '/quiz/MDCAT%202026/ENC/Biology/3/group/E(Cell%20%26%20tissues)/E(41)/attempt/900/77',
    );
    expect(quizSectionPath(root, place, quiz, 'detail', encrypt)).toContain('/detail/900/77');
  });

  it('tells system tests apart', () => {
    expect(isSystemTest({ TestSource: TestSource.SystemTest })).toBe(true);
    expect(isSystemTest({ TestSource: TestSource.SosTest })).toBe(false);
  });
});

describe('quiz route targets', () => {
  const encrypt = (plain: string) => `E${plain}`;
  it('reads the Quizzes shape and leads to its result and attempt', () => {
    const target = quizTargetOf({
      subjectName: 'Biology',
      subjectId: '3',
      groupName: 'Cell & tissues',
      sosDetailId: '41',
      testId: '900',
      sosDetailTestId: '77',
    });
    expect(target).toEqual({ kind: 'sos', place, test: { TestId: 900, SOSDetailTestId: 77 } });
    expect(quizResultPathOf(root, target)).toBe(quizResultPath(root, place, quiz));
    expect(quizSectionPathOf(root, target, 'attempt', encrypt)).toBe(
      quizSectionPath(root, place, quiz, 'attempt', encrypt),
    );
  });

  it('reads the AI quiz shape (with {type}) and encrypts subjectId and testId in the quiz section', () => {
    const target = quizTargetOf({
      subjectName: 'Biology',
      subjectId: '3',
      type: 'systemTest',
      testId: '5',
    });
    expect(target).toEqual({
      kind: 'system',
      subject: { SubjectName: 'Biology', SubjectId: 3 },
      testId: 5,
    });
    expect(quizResultPathOf(root, target)).toBe(
      '/course/MDCAT%202026/ENC/Biology/3/systemTest/result/5',
    );
    expect(quizSectionPathOf(root, target, 'detail', encrypt)).toBe(
      '/quiz/MDCAT%202026/ENC/Biology/E3/systemTest/detail/E5',
    );
  });
});
