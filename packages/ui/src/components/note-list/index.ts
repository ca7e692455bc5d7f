export { NoteList, type NoteListItem, type NoteListProps } from './note-list';
