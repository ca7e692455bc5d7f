import { describe, expect, it } from 'vitest';
import {
  AllStatsOperations,
  ContentStatsOperations,
  isStatsKeyFor,
  statsCacheKey,
} from './stats-cache-key';

describe('statsCacheKey', () => {
  it('is stable across property order and drops undefined', () => {
    const first = statsCacheKey('GetCourseTestProgress', {
      candidateSOSId: 11,
      subjectId: 2,
      filter: undefined,
    });
    const second = statsCacheKey('GetCourseTestProgress', { subjectId: 2, candidateSOSId: 11 });
    expect(first).toBe(second);
    expect(first).toBe('GetCourseTestProgress?candidateSOSId=11&subjectId=2');
  });
  it('differs when the request differs', () => {
    expect(statsCacheKey('A', { id: 1 })).not.toBe(statsCacheKey('A', { id: 2 }));
    expect(statsCacheKey('A', { q: 'a&b' })).toBe('A?q=a%26b');
    expect(statsCacheKey('A')).toBe('A');
    expect(statsCacheKey('A', { x: null })).toBe('A?x=null');
  });
  it('selects keys to clear', () => {
    const key = statsCacheKey('GetCourseSummary', { candidateSOSId: 1 });
    expect(isStatsKeyFor(key, ContentStatsOperations)).toBe(true);
    expect(isStatsKeyFor(statsCacheKey('GetCourseTestAccuracy', {}), ContentStatsOperations)).toBe(
      false,
    );
    expect(isStatsKeyFor(statsCacheKey('GetCourseTestAccuracy', {}), AllStatsOperations)).toBe(
      true,
    );
  });
});
