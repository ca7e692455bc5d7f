/**
 * spec: cloud storage folders for lecture videos, assignments, readings, profile image, subject
 * image, education certificate and landing video. The folder names on storage are not shown; these
 * are ours (used as the first segment of an object key).
 */
export const CloudStorageFolder = {
  lectureVideos: 'lecture-videos',
  assignments: 'assignments',
  readings: 'readings',
  profileImage: 'profile-image',
  subjectImage: 'subject-image',
  educationCertificate: 'education-certificate',
  landingVideo: 'landing-video',
} as const;
export type CloudStorageFolder = (typeof CloudStorageFolder)[keyof typeof CloudStorageFolder];
