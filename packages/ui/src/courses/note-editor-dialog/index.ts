export { NoteEditorDialog, type NoteEditorDialogProps } from './note-editor-dialog';
