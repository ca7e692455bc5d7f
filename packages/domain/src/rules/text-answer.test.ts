import { describe, expect, it } from 'vitest';
import { isTextAnswerCorrect, normaliseTextAnswer, parseNumericAnswer } from './text-answer';

describe('text answers', () => {
  it('normalises case, whitespace, a final full stop and Unicode composition (NFC)', () => {
    expect(normaliseTextAnswer('  Active   Site. ')).toBe('active site');
    expect(normaliseTextAnswer('\tMITOCHONDRIA\n')).toBe('mitochondria');
    // 'é' as one code point and as 'e' + combining acute.
    expect(normaliseTextAnswer('caf\u00e9')).toBe(normaliseTextAnswer('cafe\u0301'));
    // NFC keeps a superscript (NFKC would read 10² as 102).
    expect(normaliseTextAnswer('10²')).toBe('10²');
  });

  it('reads numbers with a sign, decimals, an exponent, thousands and a unit', () => {
    expect(parseNumericAnswer('9.8')).toBe(9.8);
    expect(parseNumericAnswer(' +9.80 m/s² ')).toBe(9.8);
    expect(parseNumericAnswer('9.8m/s²')).toBe(9.8);
    expect(parseNumericAnswer('98e-1')).toBeCloseTo(9.8, 12);
    expect(parseNumericAnswer('\u22124.5')).toBe(-4.5);
    expect(parseNumericAnswer('.5')).toBe(0.5);
    expect(parseNumericAnswer('1,200 J')).toBe(1200);
    expect(parseNumericAnswer('25 %')).toBe(25);
    // Not guessed at: a decimal comma, two numbers, words.
    expect(parseNumericAnswer('9,8')).toBeNull();
    expect(parseNumericAnswer('9.8 9.9')).toBeNull();
    expect(parseNumericAnswer('about ten')).toBeNull();
    expect(parseNumericAnswer('')).toBeNull();
  });

  it('scores a text key by normalised comparison against every accepted answer', () => {
    const key = { accepted: ['Active site', 'the active site'], numericTolerance: null };
    expect(isTextAnswerCorrect('ACTIVE SITE', key)).toBe(true);
    expect(isTextAnswerCorrect('  the   active site. ', key)).toBe(true);
    expect(isTextAnswerCorrect('allosteric site', key)).toBe(false);
    expect(isTextAnswerCorrect('   ', key)).toBe(false);
    expect(isTextAnswerCorrect(null, key)).toBe(false);
    const accented = { accepted: ['Protéine'], numericTolerance: null };
    expect(isTextAnswerCorrect('prote\u0301ine', accented)).toBe(true);
  });

  it('scores a numeric key within its tolerance, whatever the spelling', () => {
    const key = { accepted: ['20'], numericTolerance: 0.5 };
    expect(isTextAnswerCorrect('20 m', key)).toBe(true);
    expect(isTextAnswerCorrect('20.5', key)).toBe(true);
    expect(isTextAnswerCorrect('19.5 m', key)).toBe(true);
    expect(isTextAnswerCorrect('20.51', key)).toBe(false);
    expect(isTextAnswerCorrect('twenty', key)).toBe(false);
    // Exactly on the edge despite binary floating point.
    expect(isTextAnswerCorrect('0.3', { accepted: ['0.1'], numericTolerance: 0.2 })).toBe(true);
    // Zero tolerance: only the value itself.
    const exact = { accepted: ['1200'], numericTolerance: 0 };
    expect(isTextAnswerCorrect('1,200', exact)).toBe(true);
    expect(isTextAnswerCorrect('1.2e3 J', exact)).toBe(true);
    expect(isTextAnswerCorrect('1201', exact)).toBe(false);
  });
});
