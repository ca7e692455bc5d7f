import { describe, expect, it } from 'vitest';
import { nextSteps } from './stats-next-steps';

const subjects = [
  { SubjectId: 1, SubjectName: 'Biology' },
  { SubjectId: 2, SubjectName: 'Chemistry' },
  { SubjectId: 3, SubjectName: 'Physics' },
  { SubjectId: 4, SubjectName: 'English' },
];
const score = (SubjectName: string, Score: number) => ({
  SubjectName,
  SubjectColor: '#000',
  Score,
});

describe('what to do next', () => {
  it('suggests the three weakest subjects, weakest first, each linking to its activities', () => {
    const steps = nextSteps(
      [
        score('Biology', 88),
        score('Chemistry', 41.6),
        score('Physics', 58),
        score('English', 71),
        score('Urdu', 10),
      ],
      subjects,
      (subject) => `/c/${subject.SubjectId}`,
    );
    expect(steps.map((step) => [step.title, step.href])).toEqual([
      ['Practise Chemistry', '/c/2'],
      ['Practise Physics', '/c/3'],
      ['Practise English', '/c/4'],
    ]);
    expect(steps[0]!.reason).toBe('Your weakest subject: 42 % in its tests.');
    expect(steps[1]!.reason).toBe('58 % in its tests.');
  });

  it('suggests nothing without scores', () => {
    expect(nextSteps([], subjects, () => '/')).toEqual([]);
  });
});
