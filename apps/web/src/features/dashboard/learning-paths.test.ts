import { describe, expect, it } from 'vitest';
import { decryptValue, encryptValue } from '../../platform/crypto';
import { courseNameOf, courseSubjectsPath, eBookPath } from './learning-paths';

const key = 'test-route-key';
const encrypt = (plain: string) => encryptValue(plain, key);

function segments(path: string): string[] {
  return path.split('/').slice(1);
}

describe('courseSubjectsPath', () => {
  it('puts the course name in clear and the CandidateSOSId encrypted', () => {
    const path = courseSubjectsPath({ CourseName: 'MDCAT Premium', CandidateSOSId: 41 }, encrypt);
    const [section, name, id, child] = segments(path);
    expect(section).toBe('course');
    expect(decodeURIComponent(name ?? '')).toBe('MDCAT Premium');
    expect(id).not.toBe('41');
    expect(decryptValue(id ?? '', key)).toBe('41');
    expect(child).toBe('subjects');
  });

  it('keeps a course name with a slash inside one path segment', () => {
    const path = courseSubjectsPath({ CourseName: 'FSc / ICS', CandidateSOSId: 7 }, encrypt);
    expect(segments(path)).toHaveLength(4);
    expect(decodeURIComponent(segments(path)[1] ?? '')).toBe('FSc / ICS');
  });
});

describe('eBookPath', () => {
  it('encrypts the url, the CandidateSOSId and the EBookId, in that order', () => {
    const path = eBookPath(
      { Url: '/files/ebooks/biology.epub', CandidateSOSId: 41, EBookId: 9 },
      encrypt,
    );
    const [section, url, sosId, eBookId] = segments(path);
    expect(section).toBe('ebook');
    expect(segments(path)).toHaveLength(4);
    expect(decryptValue(url ?? '', key)).toBe('/files/ebooks/biology.epub');
    expect(decryptValue(sosId ?? '', key)).toBe('41');
    expect(decryptValue(eBookId ?? '', key)).toBe('9');
  });
});

describe('courseNameOf', () => {
  const courses = [
    { CandidateSOSId: 1, CourseName: 'MDCAT Premium' },
    { CandidateSOSId: 2, CourseName: 'ECAT Basic' },
  ];
  it('names the course of the e-book', () => {
    expect(courseNameOf({ CandidateSOSId: 2 }, courses)).toBe('ECAT Basic');
  });
  it('is undefined for a course that is not loaded', () => {
    expect(courseNameOf({ CandidateSOSId: 3 }, courses)).toBeUndefined();
  });
});
