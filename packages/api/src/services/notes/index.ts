export * from './notes-keys';
export * from './paged-list';
export * from './notes';
export * from './bookmarks';
