// The imaging group: the DICOM viewer's presentational parts (the viewport itself, cornerstone,
// lives in the portal's lazy imaging feature).
export * from './viewer-toolbar';
export * from './viewer-overlay';
export * from './series-thumbnails';
export * from './dicom-metadata-panel';
export * from './viewer-errors';
