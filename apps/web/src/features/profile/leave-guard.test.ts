import { describe, expect, it } from 'vitest';
import { shouldHoldLeaving } from './leave-guard';

const base = {
  mandatory: true,
  signedIn: true,
  savedThisVisit: false,
  isProfileCompleted: false,
  nextPath: '/dashboard',
};

describe('shouldHoldLeaving', () => {
  it('holds a mandatory visit until the profile is saved and reported complete', () => {
    expect(shouldHoldLeaving(base)).toBe(true);
    expect(shouldHoldLeaving({ ...base, savedThisVisit: true })).toBe(true);
    expect(shouldHoldLeaving({ ...base, isProfileCompleted: true })).toBe(true);
    expect(shouldHoldLeaving({ ...base, savedThisVisit: true, isProfileCompleted: true })).toBe(
      false,
    );
  });

  it('never holds without the mandatory flag', () => {
    expect(shouldHoldLeaving({ ...base, mandatory: false })).toBe(false);
  });

  it('lets logout through (no session any more)', () => {
    expect(shouldHoldLeaving({ ...base, signedIn: false, nextPath: '/account/login' })).toBe(false);
  });

  it('does not count moving between the profile routes as leaving', () => {
    expect(shouldHoldLeaving({ ...base, nextPath: '/setting/profile' })).toBe(false);
    expect(shouldHoldLeaving({ ...base, nextPath: '/setting/profile/true' })).toBe(false);
    expect(shouldHoldLeaving({ ...base, nextPath: '/setting/profiles' })).toBe(true);
  });
});
