import { describe, expect, it } from 'vitest';
import { commonPasswordMessage, commonPasswordProblem, passwordStrength } from './password-strength';

describe('commonPasswordProblem (ASVS 6.2.4)', () => {
  it('refuses common passwords of the allowed length, and their simple variants', () => {
    for (const password of ['password', '12345678', 'qwertyuiop', 'Password1', 'P@ssw0rd', 'drowssap', 'ILOVEYOU']) {
      expect(commonPasswordProblem(password), password).toBe(commonPasswordMessage);
    }
  });

  it('accepts a password that is not on the list', () => {
    for (const password of ['Secret@123', 'Lahore#Tariq-88', 'correct horse battery staple']) {
      expect(commonPasswordProblem(password), password).toBeUndefined();
    }
  });
});

describe('passwordStrength', () => {
  it('scores from 0 (common) to 4 (long and unusual)', () => {
    expect(passwordStrength('password')).toEqual({ score: 0, isCommon: true });
    expect(passwordStrength('Lahore#Tariq-88')).toEqual({ score: 4, isCommon: false });
    expect(passwordStrength('')).toEqual({ score: 0, isCommon: false });
  });

  it("counts the person's own words against the password", () => {
    expect(passwordStrength('hamzatariq2026').score).toBeGreaterThan(
      passwordStrength('hamzatariq2026', ['hamzatariq2026@mail.test', 'Hamza Tariq', 'hamzatariq2026']).score,
    );
  });
});
