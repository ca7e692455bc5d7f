import { createHash } from 'node:crypto';
import { CloudStorageFolder } from '@portal/domain';

/**
 * Course media (lecture videos and their captions) live in storage under the lecture-videos
 * folder, owned by the course catalogue rather than a candidate: `lecture-videos/<catalogue
 * id>/<uuid from the file name>-<file name>`, so the key of a file is the same on every start.
 */
export const courseCatalogueOwnerId = '00000000-0000-4000-8000-00000000c0de';

export function courseMediaKey(fileName: string): string {
  return catalogueFileKey(CloudStorageFolder.lectureVideos, fileName);
}

/** A catalogue file's key in `folder` (course media, e-book files): the same on every start. */
export function catalogueFileKey(folder: CloudStorageFolder, fileName: string): string {
  const hash = createHash('sha256').update(fileName).digest('hex');
  const uuid = `${hash.slice(0, 8)}-${hash.slice(8, 12)}-${hash.slice(12, 16)}-${hash.slice(16, 20)}-${hash.slice(20, 32)}`;
  return `${folder}/${courseCatalogueOwnerId}/${uuid}-${fileName}`;
}

/** The type a course media file is served with. */
export function courseMediaType(fileName: string): string {
  return fileName.endsWith('.vtt') ? 'text/vtt' : 'video/mp4';
}

/** The file name of a media URL of the fixtures (`/demo-media/videos/biology-carbohydrates.mp4`). */
export function mediaFileName(url: string): string {
  return url.slice(url.lastIndexOf('/') + 1);
}
