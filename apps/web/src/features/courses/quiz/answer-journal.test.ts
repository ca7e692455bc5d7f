import { describe, expect, it } from 'vitest';
import {
  acknowledge,
  adoptServerAnswers,
  changeAnswer,
  clockOffset,
  elapsedOnServer,
  loadedEntry,
  markOf,
  nextSequence,
  replacedMessage,
  secondsLeft,
} from './answer-journal';

const attempt = {
  StartTime: '2026-11-24T10:00:00.000Z',
  Deadline: '2026-11-24T10:15:00.000Z',
  ServerTime: '2026-11-24T10:05:00.000Z',
};

describe('answer journal', () => {
  it('sequences rise above the last one sent and above the time since the start', () => {
    expect(nextSequence(0, 1500)).toBe(1500);
    expect(nextSequence(1500, 1500)).toBe(1501);
    expect(nextSequence(7, 3)).toBe(8);
    expect(nextSequence(0, 1e12)).toBe(2_147_483_647);
  });

  it('counts on the server clock: offset, elapsed time and seconds left', () => {
    // The browser's clock is 2 minutes behind the server's.
    const receivedAt = Date.parse('2026-11-24T10:03:00.000Z');
    const offset = clockOffset(attempt, receivedAt);
    expect(offset).toBe(120_000);
    expect(secondsLeft(attempt, offset, receivedAt)).toBe(600);
    expect(secondsLeft(attempt, offset, receivedAt + 30_500)).toBe(569);
    expect(secondsLeft(attempt, offset, receivedAt + 3_600_000)).toBe(0);
    expect(elapsedOnServer(attempt, offset, receivedAt)).toBe(300_000);
  });

  it('an answer is pending until the server confirms its sequence, then saved', () => {
    const changed = changeAnswer(loadedEntry('11'), '12', 40_000);
    expect(markOf(changed)).toBe('pending');
    const ack = acknowledge(changed, changed.sequence, {
      QuestionId: 1,
      Sequence: changed.sequence,
      CandidateAnswer: '12',
      Replaced: false,
      AnsweredAt: null,
    });
    expect(ack.kind).toBe('saved');
    expect(markOf(ack.entry)).toBe('saved');
    expect(markOf({ ...changed, failed: true })).toBe('failed');
  });

  it('a confirmation of an older change leaves the newer one pending', () => {
    const first = changeAnswer(undefined, '11', 1000);
    const second = changeAnswer(first, '12', 1000);
    const ack = acknowledge(second, first.sequence, {
      QuestionId: 1,
      Sequence: first.sequence,
      CandidateAnswer: '11',
      Replaced: false,
      AnsweredAt: null,
    });
    expect(ack.kind).toBe('stale');
    expect(markOf(ack.entry)).toBe('pending');
  });

  it("another device's later answer replaces ours: the entry shows the server's answer, saved, and says when", () => {
    const entry = changeAnswer(undefined, '13', 2000, '2026-11-24T10:00:02.000Z');
    expect(entry.answeredAt).toBe('2026-11-24T10:00:02.000Z');
    const ack = acknowledge(entry, entry.sequence, {
      QuestionId: 1,
      Sequence: 9000,
      CandidateAnswer: '11',
      Replaced: true,
      AnsweredAt: '2026-11-24T10:42:00.000Z',
    });
    expect(ack).toEqual({
      kind: 'replaced',
      entry: { answer: '11', sequence: 9000, savedSequence: 9000, failed: false },
      answeredAt: '2026-11-24T10:42:00.000Z',
    });
    expect(markOf(ack.entry)).toBe('saved');
    // A later change on this device still outranks it on this device's counter.
    expect(changeAnswer(ack.entry, '12', 1000).sequence).toBe(9001);
    // Our own later change on the way: the replaced answer of an older save is not shown.
    const newer = changeAnswer(entry, '12', 2000);
    expect(
      acknowledge(newer, entry.sequence, {
        QuestionId: 1,
        Sequence: 9000,
        CandidateAnswer: '11',
        Replaced: true,
        AnsweredAt: null,
      }).kind,
    ).toBe('stale');
  });

  it('the replaced alert says when the other answer was given, in the local time', () => {
    expect(replacedMessage('2026-11-24T10:42:00.000Z', 'UTC')).toBe(
      'This answer was changed on another device at 10:42; it now shows that answer.',
    );
    expect(replacedMessage(null)).toBe(
      'This answer was changed on another device; it now shows that answer.',
    );
  });

  it('clearing an answer is saved as empty (null on the server)', () => {
    const entry = changeAnswer(loadedEntry('11'), '', 5000);
    expect(
      acknowledge(entry, entry.sequence, {
        QuestionId: 1,
        Sequence: entry.sequence,
        CandidateAnswer: null,
        Replaced: false,
        AnsweredAt: null,
      }).kind,
    ).toBe('saved');
  });

  it("takes over another device's answers, never over a change of this device on its way or made while fetching", () => {
    const saved = { answer: '11', sequence: 5, savedSequence: 5, failed: false };
    const pending = { answer: '21', sequence: 9, savedSequence: 4, failed: false };
    const changedMeanwhile = { answer: '31', sequence: 7, savedSequence: 7, failed: false };
    const same = { answer: '41', sequence: 3, savedSequence: 3, failed: false };
    const before = { 1: saved, 2: pending, 3: { ...changedMeanwhile, sequence: 6 }, 4: same };
    const now = { ...before, 3: changedMeanwhile };
    const server = [
      { QuestionId: 1, CandidateAnswer: '12' },
      { QuestionId: 2, CandidateAnswer: '22' },
      { QuestionId: 3, CandidateAnswer: '32' },
      { QuestionId: 4, CandidateAnswer: '41' },
      { QuestionId: 5, CandidateAnswer: '51' },
    ];
    expect(adoptServerAnswers(before, now, server)).toEqual({
      entries: { 1: { ...saved, answer: '12' } },
      changed: [1],
    });
    // Cleared on the other device.
    expect(
      adoptServerAnswers({ 1: saved }, { 1: saved }, [{ QuestionId: 1, CandidateAnswer: null }]),
    ).toEqual({ entries: { 1: { ...saved, answer: '' } }, changed: [1] });
  });
});
