import { describe, expect, it } from 'vitest';
import { comingPageOf } from './course-menu';

describe('course menu', () => {
  it('finds the coming page of a course path, and of /course/webinar', () => {
    expect(comingPageOf('/course/MDCAT/abc/stats')).toBe('stats');
    expect(comingPageOf('/course/MDCAT/abc/search/detail/stats')).toBe('search');
    expect(comingPageOf('/course/webinar')).toBe('webinar');
  });
  it('finds none for the built pages', () => {
    expect(comingPageOf('/course/MDCAT/abc/subjects')).toBeUndefined();
    expect(comingPageOf('/course/stats/abc/subjects')).toBeUndefined();
    expect(comingPageOf('/course/MDCAT/abc/toString')).toBeUndefined();
  });
});
