export { BookmarkList, type BookmarkListProps } from './bookmark-list';
