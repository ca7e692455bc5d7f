export { EBookCard, type EBookCardProps } from './ebook-card';
