import { describe, expect, it } from 'vitest';
import { ActivityType } from '@portal/domain';
import { buildSearchItem } from '@portal/domain/fixtures';
import { searchDetailPath, searchHitPath } from './search-paths';

const root = { courseName: 'MDCAT', encryptedSosId: 'enc' };
const now = new Date('2026-11-24T00:00:00Z');

describe('search paths', () => {
  it('puts the search text in one path segment', () => {
    expect(searchDetailPath(root, 'cell / theory?')).toBe('/course/MDCAT/enc/search/detail/cell%20%2F%20theory%3F');
  });

  it('opens each kind of hit at its own route', () => {
    const video = buildSearchItem();
    expect(searchHitPath(root, video, 'cell', now)).toBe('/course/MDCAT/enc/Biology/1/group/Week%201/111/video/1110/1110');
    const reading = buildSearchItem({ ActivityType: ActivityType.reading, ContentId: 1111, SOSDetailContentId: 1111 });
    expect(searchHitPath(root, reading, 'cell wall', now)).toBe('/course/MDCAT/enc/Biology/1/group/Week%201/111/reading/1111/1111?find=cell%20wall');
    const quiz = buildSearchItem({ ActivityType: ActivityType.test, ContentId: null, SOSDetailContentId: null, TestId: 1112, SOSDetailTestId: 1112, DueDate: '2026-11-20T00:00:00Z' });
    expect(searchHitPath(root, quiz, 'cell', now)).toBe('/course/MDCAT/enc/Biology/1/group/Week%201/111/quiz/info/1112/1112/true/2026-11-20');
    const assignment = buildSearchItem({ ActivityType: ActivityType.assignment, ContentId: null, SOSDetailContentId: null, AssignmentId: 2122, SOSDetailAssignmentId: 2122, DueDate: '2026-12-01T00:00:00Z' });
    expect(searchHitPath(root, assignment, 'cell', now)).toBe('/course/MDCAT/enc/Biology/1/group/Week%201/111/assignmentDetail/2122/2122/false/2026-12-01');
  });
});
