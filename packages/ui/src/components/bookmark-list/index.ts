export { BookmarkList, type BookmarkListItem, type BookmarkListProps } from './bookmark-list';
