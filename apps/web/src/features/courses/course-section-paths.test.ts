import { describe, expect, it } from 'vitest';
import { ActivityType } from '@portal/domain';
import { accessDeniedPath, atSecond, contentPath, continuePath, miscellaneousVideosPath } from './course-paths';

const root = { courseName: 'MDCAT Complete Preparation 2027', encryptedSosId: 'U2Fsd' };

describe('course paths', () => {
  it('puts the spec pages under /course/{courseName}/{candidateSOSId(enc)}', () => {
    expect(accessDeniedPath(root)).toBe('/course/MDCAT%20Complete%20Preparation%202027/U2Fsd/accessDenied');
    expect(miscellaneousVideosPath(root)).toBe('/course/MDCAT%20Complete%20Preparation%202027/U2Fsd/miscellaneousVideos');
    expect(continuePath(root)).toBe('/course/MDCAT%20Complete%20Preparation%202027/U2Fsd/continue');
  });
  it('opens a video at a whole second, and at the start without one', () => {
    const video = contentPath(root, { subject: { SubjectName: 'Biology', SubjectId: 1 }, groupName: 'Cell Biology', sosDetailId: 111 }, { ActivityType: ActivityType.video, ContentId: 1110, SOSDetailContentId: 1110 });
    expect(video).toBe('/course/MDCAT%20Complete%20Preparation%202027/U2Fsd/Biology/1/group/Cell%20Biology/111/video/1110/1110');
    expect(atSecond(video ?? '', 754.6)).toMatch(/\/video\/1110\/1110\?t=754$/);
    expect(atSecond(video ?? '', 0)).toBe(video);
  });
});
