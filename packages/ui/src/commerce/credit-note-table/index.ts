export { CreditNoteTable, type CreditNoteTableProps } from './credit-note-table';
