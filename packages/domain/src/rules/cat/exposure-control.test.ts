import { describe, expect, it } from 'vitest';
import { isAtExposureCap } from './exposure-control';

describe('isAtExposureCap', () => {
  it('skips an item once administrations / sessions reaches the cap', () => {
    const exposure = { sessions: 100, administrations: { hot: 25, warm: 24 } };
    expect(isAtExposureCap('hot', exposure, 0.25)).toBe(true);
    expect(isAtExposureCap('warm', exposure, 0.25)).toBe(false);
    expect(isAtExposureCap('never-given', exposure, 0.25)).toBe(false);
  });

  it('leaves every item open before the first session and without exposure data', () => {
    expect(isAtExposureCap('hot', { sessions: 0, administrations: {} }, 0.25)).toBe(false);
    expect(isAtExposureCap('hot', null, 0.25)).toBe(false);
  });

  it('never lets an item exceed cap·N sessions when the caller counts as documented', () => {
    // 500 sessions in a row, each wanting the same item: it is given only while under the cap.
    const cap = 0.25;
    let administrations = 0;
    for (let sessions = 0; sessions < 500; sessions += 1) {
      if (!isAtExposureCap('hot', { sessions, administrations: { hot: administrations } }, cap))
        administrations += 1;
    }
    expect(administrations).toBe(125);
  });
});
