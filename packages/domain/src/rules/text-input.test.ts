import { describe, expect, it } from 'vitest';
import { containsArabic, digitsOnly, textDirection } from './text-input';

describe('text input helpers', () => {
  it('strips non-digits', () => {
    expect(digitsOnly('+92 (300) 123-4567')).toBe('923001234567');
    expect(digitsOnly('abc')).toBe('');
    expect(digitsOnly('٣4')).toBe('4');
  });
  it('detects Arabic-script characters', () => {
    expect(containsArabic('مرحبا')).toBe(true);
    expect(containsArabic('Hello خوش آمدید')).toBe(true);
    expect(containsArabic('Hello')).toBe(false);
    expect(textDirection('سلام')).toBe('rtl');
    expect(textDirection('Salam')).toBe('ltr');
  });
});
