import { describe, expect, it } from 'vitest';
import { ContentType, Feature } from '@portal/domain';
import { buildBookmark, buildCourse, buildCourseSubscription, buildNote, buildPackageFeatures } from '@portal/domain/fixtures';
import { featureDeniedRedirect } from './course-access';
import { accessDeniedPath, bookmarksPath, noteContentPath, notesPath, referencedContentPath } from './course-paths';

const root = { courseName: 'MDCAT Complete Preparation 2027', encryptedSosId: 'U2FsdGVk' };
const prefix = '/course/MDCAT%20Complete%20Preparation%202027/U2FsdGVk';

describe('notes and bookmarks paths (spec 2)', () => {
  it('names /notes, /bookmarks and /accessDenied under the course prefix', () => {
    expect(notesPath(root)).toBe(`${prefix}/notes`);
    expect(bookmarksPath(root)).toBe(`${prefix}/bookmarks`);
    expect(accessDeniedPath(root)).toBe(`${prefix}/accessDenied`);
  });

  it("opens a note on a reading with the reading route's candidateNoteId", () => {
    const note = buildNote({ CandidateNoteId: 77, ContentType: ContentType.reading, ContentId: 1111, SOSDetailContentId: 1111, VideoTimeSeconds: null });
    expect(noteContentPath(root, note)).toBe(`${prefix}/Biology/1/group/Cell%20Biology/111/reading/1111/1111/77`);
  });

  it('opens a note on a video at the second it was taken, or at the start when it has none', () => {
    const note = buildNote({ ContentType: ContentType.video, ContentId: 1110, SOSDetailContentId: 1110, VideoTimeSeconds: 135 });
    expect(noteContentPath(root, note)).toBe(`${prefix}/Biology/1/group/Cell%20Biology/111/video/1110/1110?t=135`);
    expect(noteContentPath(root, { ...note, VideoTimeSeconds: null })).toBe(`${prefix}/Biology/1/group/Cell%20Biology/111/video/1110/1110`);
    expect(noteContentPath(root, { ...note, VideoTimeSeconds: 0 })).toBe(`${prefix}/Biology/1/group/Cell%20Biology/111/video/1110/1110`);
  });

  it('opens a bookmark on its content, without a note id', () => {
    const bookmark = buildBookmark({ ContentType: ContentType.reading, ContentId: 1121, SOSDetailContentId: 1121, SubjectName: 'Biology', SubjectId: 1, GroupName: 'Cell Biology', SOSDetailId: 112 });
    expect(referencedContentPath(root, bookmark)).toBe(`${prefix}/Biology/1/group/Cell%20Biology/112/reading/1121/1121`);
  });
});

describe('feature gating of /notes and /bookmarks (spec 2, 8)', () => {
  const full = buildCourse({ CandidateSOSId: 1001 });
  const noNotes = buildCourse({ CandidateSOSId: 1004, Subscription: buildCourseSubscription({ PackageFeatures: buildPackageFeatures([Feature.Notes]) }) });

  it('lets a package with the feature open the page', () => {
    expect(featureDeniedRedirect([full, noNotes], 1001, 'notes', root)).toBeNull();
    expect(featureDeniedRedirect([full, noNotes], 1004, 'bookmarks', root)).toBeNull();
  });

  it('sends a package without the feature to the access-denied page', () => {
    expect(featureDeniedRedirect([full, noNotes], 1004, 'notes', root)).toBe(`${prefix}/accessDenied`);
  });

  it("leaves a course that is not the user's to the course layout (logout), not to access-denied", () => {
    expect(featureDeniedRedirect([full], 2001, 'notes', root)).toBeNull();
  });
});
