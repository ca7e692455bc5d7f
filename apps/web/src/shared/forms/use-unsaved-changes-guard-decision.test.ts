import { describe, expect, it } from 'vitest';
import { decideLeaving, type LeaveState } from './use-unsaved-changes-guard-decision';

const base: LeaveState = {
  signedIn: true,
  dirty: false,
  held: false,
  currentPath: '/dashboard/profile',
  nextPath: '/dashboard',
};

describe('decideLeaving', () => {
  it('lets a clean, unheld page go', () => {
    expect(decideLeaving(base)).toBe('allow');
  });

  it('asks before unsaved edits are left behind', () => {
    expect(decideLeaving({ ...base, dirty: true })).toBe('confirm');
  });

  it('stops asking once the edits are saved (no longer dirty)', () => {
    expect(decideLeaving({ ...base, dirty: true })).toBe('confirm');
    expect(decideLeaving({ ...base, dirty: false })).toBe('allow');
  });

  it("holds when the page's own rule forbids leaving, dirty or not", () => {
    expect(decideLeaving({ ...base, held: true })).toBe('hold');
    expect(decideLeaving({ ...base, held: true, dirty: true })).toBe('hold');
  });

  it('never holds or asks on logout (the session is gone when it navigates)', () => {
    expect(decideLeaving({ ...base, signedIn: false, dirty: true })).toBe('allow');
    expect(decideLeaving({ ...base, signedIn: false, held: true, dirty: true })).toBe('allow');
    expect(
      decideLeaving({ ...base, signedIn: false, dirty: true, nextPath: '/account/login' }),
    ).toBe('allow');
  });

  it('does not count staying on the same path (search or hash changes) as leaving', () => {
    expect(
      decideLeaving({ ...base, dirty: true, held: true, nextPath: '/dashboard/profile' }),
    ).toBe('allow');
  });

  it('asks when moving to another route, even one that shows the same form', () => {
    expect(decideLeaving({ ...base, dirty: true, nextPath: '/setting/profile' })).toBe('confirm');
  });
});
