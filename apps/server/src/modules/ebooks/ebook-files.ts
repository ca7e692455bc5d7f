import { CloudStorageFolder } from '@portal/domain';
import { catalogueFileKey } from '../courses';

/**
 * E-book files live in storage under the readings folder, owned by the catalogue like course
 * media: the key comes from the file name of the e-book's Url (`/files/readings/ebooks/<name>`),
 * the same on every start.
 */
export function eBookFileName(url: string): string {
  return url.slice(url.lastIndexOf('/') + 1);
}

export function eBookFileKey(url: string): string {
  return catalogueFileKey(CloudStorageFolder.readings, eBookFileName(url));
}

export function eBookFormat(url: string): 'pdf' | 'epub' {
  return url.toLowerCase().endsWith('.epub') ? 'epub' : 'pdf';
}

export const eBookContentType = (format: 'pdf' | 'epub'): string => (format === 'epub' ? 'application/epub+zip' : 'application/pdf');
