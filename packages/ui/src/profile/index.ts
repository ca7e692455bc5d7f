// The `profile` area (the same name as its server module, domain routes and api services).
// Named re-exports only (tree-shaking); re-exported by src/index.ts.
export {
  AcademicDocumentsList,
  type AcademicDocumentsListProps,
  type PendingDocumentUpload,
} from './academic-documents-list';
export {
  AcademicRecordsEditor,
  academicRecordFieldNames,
  emptyAcademicRecord,
  type AcademicRecordDraft,
  type AcademicRecordFieldName,
  type AcademicRecordsEditorProps,
} from './academic-records-editor';
export {
  ProfileForm,
  profileFieldNames,
  type ProfileFieldName,
  type ProfileFormProps,
  type ProfileFormValues,
} from './profile-form';
export { ProfileImage, type ProfileImageProps } from './profile-image';
