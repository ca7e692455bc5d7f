export { NoteList, type NoteListProps } from './note-list';
