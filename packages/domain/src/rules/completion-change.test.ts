import { describe, expect, it } from 'vitest';
import { applyCompletionChange, matchesTarget } from './completion-change';

const activity = (ids: { content?: number; assignment?: number; test?: number }, done = false) => ({
  SOSDetailContentId: ids.content ?? null,
  AssignmentId: ids.assignment ?? null,
  TestId: ids.test ?? null,
  IsContentCompleted: done,
});

describe('applyCompletionChange', () => {
  const history = [activity({ content: 1 }), activity({ test: 7 })];
  const current = [activity({ content: 1 }), activity({ assignment: 3 })];

  it('marks the matching content in both lists and sets refreshSubjects', () => {
    const next = applyCompletionChange(
      { history, current },
      { target: { kind: 'content', sosDetailContentId: 1 }, completed: true },
    );
    expect(next.history[0]?.IsContentCompleted).toBe(true);
    expect(next.current[0]?.IsContentCompleted).toBe(true);
    expect(next.current[1]?.IsContentCompleted).toBe(false);
    expect(next.refreshSubjects).toBe(true);
    expect(history[0]?.IsContentCompleted).toBe(false);
  });
  it('matches assignments and tests by their own ids', () => {
    const next = applyCompletionChange(
      { history, current },
      { target: { kind: 'test', testId: 7 }, completed: true },
    );
    expect(next.history[1]?.IsContentCompleted).toBe(true);
    const assignment = applyCompletionChange(
      { history, current },
      { target: { kind: 'assignment', assignmentId: 3 }, completed: true },
    );
    expect(assignment.current[1]?.IsContentCompleted).toBe(true);
  });
  it('does not raise the flag when nothing changes', () => {
    const next = applyCompletionChange(
      { history, current },
      { target: { kind: 'test', testId: 99 }, completed: true },
    );
    expect(next.refreshSubjects).toBe(false);
    expect(matchesTarget(activity({ content: 5 }), { kind: 'test', testId: 5 })).toBe(false);
  });
});
