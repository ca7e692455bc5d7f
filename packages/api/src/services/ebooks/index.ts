export * from './ebooks-keys';
export * from './ebook-activities';
export * from './ebook-reading';
