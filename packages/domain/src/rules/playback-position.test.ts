import { describe, expect, it } from 'vitest';
import { formatPlaybackPosition, shouldSavePlaybackPosition } from './playback-position';

describe('playback position', () => {
  it('reads m:ss under an hour and h:mm:ss past it', () => {
    expect(formatPlaybackPosition(754)).toBe('12:34');
    expect(formatPlaybackPosition(5)).toBe('0:05');
    expect(formatPlaybackPosition(3723.9)).toBe('1:02:03');
  });
  it('reads nonsense as 0:00', () => {
    expect(formatPlaybackPosition(-4)).toBe('0:00');
    expect(formatPlaybackPosition(Number.NaN)).toBe('0:00');
  });
  it('saves once the player moved a few seconds either way', () => {
    expect(shouldSavePlaybackPosition(10, 14.9)).toBe(false);
    expect(shouldSavePlaybackPosition(10, 15)).toBe(true);
    expect(shouldSavePlaybackPosition(60, 2)).toBe(true);
    expect(shouldSavePlaybackPosition(0, 9, 10)).toBe(false);
  });
});
