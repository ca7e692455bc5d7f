export {
  AcademicDocumentsList,
  type AcademicDocumentsListProps,
  type PendingDocumentUpload,
} from './academic-documents-list';
