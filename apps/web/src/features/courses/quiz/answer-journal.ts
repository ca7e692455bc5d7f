import type { AttemptInfo, SaveTestAnswerResponse } from '@portal/domain';

/**
 * The answer journal's client half (issue 13): each question's latest answer, the sequence it was
 * sent with and the sequence the server confirmed. An answer is saved when the server holds it at
 * the sequence we sent (or later); anything else is pending or failed.
 */
export interface JournalEntry {
  readonly answer: string;
  /** When the answer was given, on the server's clock (sent with it: across devices the later one wins). */
  readonly answeredAt?: string;
  readonly sequence: number;
  readonly savedSequence: number;
  readonly failed: boolean;
}

export type SaveMark = 'saved' | 'pending' | 'failed';

const INT4_MAX = 2_147_483_647;

/**
 * The next sequence of a question: above the last one sent, and at least the milliseconds since the
 * attempt started on the server's clock, so after a reload (which forgets the counter) a new
 * change still outranks every answer saved before it.
 */
export function nextSequence(previous: number, elapsedMilliseconds: number): number {
  return Math.min(INT4_MAX, Math.max(previous + 1, Math.floor(elapsedMilliseconds)));
}

/** Milliseconds between the attempt's start and now, on the server's clock. */
export function elapsedOnServer(
  attempt: Pick<AttemptInfo, 'StartTime'>,
  clockOffsetMilliseconds: number,
  now: number,
): number {
  return Math.max(0, now + clockOffsetMilliseconds - Date.parse(attempt.StartTime));
}

/** Server time minus local time when the attempt was received (the timer counts on the server's clock). */
export function clockOffset(attempt: Pick<AttemptInfo, 'ServerTime'>, receivedAt: number): number {
  return Date.parse(attempt.ServerTime) - receivedAt;
}

/** Whole seconds left until the server's deadline (never negative). */
export function secondsLeft(
  attempt: Pick<AttemptInfo, 'Deadline'>,
  clockOffsetMilliseconds: number,
  now: number,
): number {
  return Math.max(
    0,
    Math.floor((Date.parse(attempt.Deadline) - (now + clockOffsetMilliseconds)) / 1000),
  );
}

/** A change of the candidate's answer: a new sequence, pending until the server confirms it. */
export function changeAnswer(
  entry: JournalEntry | undefined,
  answer: string,
  elapsedMilliseconds: number,
  answeredAt?: string,
): JournalEntry {
  return {
    answer,
    ...(answeredAt ? { answeredAt } : {}),
    sequence: nextSequence(entry?.sequence ?? 0, elapsedMilliseconds),
    savedSequence: entry?.savedSequence ?? 0,
    failed: false,
  };
}

export type Acknowledgement =
  | { readonly kind: 'saved'; readonly entry: JournalEntry }
  /**
   * Another device gave an answer to this question later than ours: the server keeps that one. The
   * entry now shows the server's answer (saved); `answeredAt` is when it was given (null: unknown).
   */
  | { readonly kind: 'replaced'; readonly entry: JournalEntry; readonly answeredAt: string | null }
  /** A newer local change is on its way: nothing to do. */
  | { readonly kind: 'stale'; readonly entry: JournalEntry };

/** What the server's answer to a save of `sentSequence` means for the entry now. */
export function acknowledge(
  entry: JournalEntry,
  sentSequence: number,
  response: SaveTestAnswerResponse,
): Acknowledgement {
  if (entry.sequence > sentSequence) return { kind: 'stale', entry };
  if (response.Replaced) {
    // Our later changes must still outrank the server's answer on this device's counter.
    const sequence = Math.max(entry.sequence, response.Sequence);
    return {
      kind: 'replaced',
      entry: {
        answer: response.CandidateAnswer ?? '',
        sequence,
        savedSequence: sequence,
        failed: false,
      },
      answeredAt: response.AnsweredAt,
    };
  }
  return {
    kind: 'saved',
    entry: { ...entry, savedSequence: Math.max(entry.savedSequence, sentSequence), failed: false },
  };
}

/** The alert shown when another device's later answer replaced ours (`at` in the local time zone). */
export function replacedMessage(answeredAt: string | null, timeZone?: string): string {
  const at =
    answeredAt === null
      ? null
      : new Date(answeredAt).toLocaleTimeString('en-GB', {
          hour: '2-digit',
          minute: '2-digit',
          ...(timeZone ? { timeZone } : {}),
        });
  return `This answer was changed on another device${at ? ` at ${at}` : ''}; it now shows that answer.`;
}

export function markOf(entry: JournalEntry | undefined): SaveMark {
  if (!entry || entry.savedSequence >= entry.sequence) return 'saved';
  return entry.failed ? 'failed' : 'pending';
}

/** Answers loaded with the attempt count as saved (the server gave them). */
export function loadedEntry(answer: string): JournalEntry {
  return { answer, sequence: 0, savedSequence: 0, failed: false };
}

/**
 * The answers the server holds now (fetched again when the page comes back to the front or back
 * online), taken over for every question whose answer here is saved and did not change while they
 * were fetched: another device changed those (issue 13). A question with a change of this device
 * on its way keeps it (that change is the later one). Returns the questions taken over.
 */
export function adoptServerAnswers(
  before: Readonly<Record<number, JournalEntry>>,
  now: Readonly<Record<number, JournalEntry>>,
  server: readonly { readonly QuestionId: number; readonly CandidateAnswer: string | null }[],
): { readonly entries: Record<number, JournalEntry>; readonly changed: number[] } {
  const entries: Record<number, JournalEntry> = {};
  const changed: number[] = [];
  for (const question of server) {
    const entry = now[question.QuestionId];
    if (!entry || entry !== before[question.QuestionId] || markOf(entry) !== 'saved') continue;
    const answer = question.CandidateAnswer ?? '';
    if (answer === entry.answer) continue;
    // The sequence stays: this device's next change still outranks what it sent before.
    entries[question.QuestionId] = { ...entry, answer };
    changed.push(question.QuestionId);
  }
  return { entries, changed };
}
