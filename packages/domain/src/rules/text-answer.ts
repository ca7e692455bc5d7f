/**
 * Scoring a typed answer (question mode ShortQuestion with a key; issue 13). The key lists the
 * accepted answers; a numeric question also gives a tolerance, and then any number within it of an
 * accepted value is right, whatever its spelling ("9.8", "9.80", "+9.8 m/s²", "98e-1").
 * A question without a key (and every LongQuestion) is left for review, never marked wrong here.
 */
export interface TextAnswerKey {
  /** The accepted answers (for a numeric question, numbers written as text). */
  readonly accepted: readonly string[];
  /** Set for a numeric question: the largest accepted distance from an accepted value. */
  readonly numericTolerance: number | null;
}

/**
 * The comparable form of a text: Unicode NFC (an 'é' typed as one character or as 'e' and an accent
 * compare equal; NFKC is not used: it turns '10²' into '102'), lower case, the ends trimmed, inner
 * whitespace one space, and a final full stop dropped.
 */
export function normaliseTextAnswer(text: string): string {
  return text
    .normalize('NFC')
    .toLocaleLowerCase('en')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/\s*\.$/u, '');
}

/** A unit or symbol after the number ("m/s²", "%", "°C", "kJ mol⁻¹"): letters and unit signs only. */
const unitPattern = /^[\p{L}/%°·⁻⁰¹²³⁴⁵⁶⁷⁸⁹^\-\d\s.]*$/u;
const numberPattern = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?/u;

/**
 * The number a typed answer gives, or null. Accepts a sign (also the minus sign U+2212), decimals
 * with a point, an exponent, thousands separated by commas ("1,200") and a unit after the number.
 * A comma that is not a thousands separator ("9,8") is not guessed at: null.
 */
export function parseNumericAnswer(text: string): number | null {
  let compact = normaliseTextAnswer(text).replace(/\u2212/gu, '-');
  if (/^[+-]?\d{1,3}(,\d{3})+(\.|\s|$|[^\d,])/u.test(compact)) compact = compact.replace(/,/gu, '');
  const match = numberPattern.exec(compact);
  if (!match) return null;
  const rest = compact.slice(match[0].length).trim();
  // A letter straight after the number is a unit ("9.8m/s²"); a second number is not.
  if (rest !== '' && (/^[\d.,]/u.test(rest) || !unitPattern.test(rest))) return null;
  const value = Number(match[0]);
  return Number.isFinite(value) ? value : null;
}

/** Whether `answer` is right for `key` (false for an empty answer). */
export function isTextAnswerCorrect(answer: string | null, key: TextAnswerKey): boolean {
  if (answer === null || normaliseTextAnswer(answer) === '') return false;
  if (key.numericTolerance !== null) {
    const value = parseNumericAnswer(answer);
    if (value === null) return false;
    // A hair of slack for binary floating point (0.1 + 0.2 is not 0.3).
    const tolerance = key.numericTolerance + 1e-9 * Math.max(1, Math.abs(value));
    return key.accepted.some((accepted) => {
      const expected = parseNumericAnswer(accepted);
      return expected !== null && Math.abs(value - expected) <= tolerance;
    });
  }
  const given = normaliseTextAnswer(answer);
  return key.accepted.some((accepted) => normaliseTextAnswer(accepted) === given);
}
