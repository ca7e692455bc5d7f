export { BookmarkToggle, type BookmarkToggleProps } from './bookmark-toggle';
