export {
  AcademicRecordsEditor,
  academicRecordFieldNames,
  emptyAcademicRecord,
  type AcademicRecordDraft,
  type AcademicRecordFieldName,
  type AcademicRecordsEditorProps,
} from './academic-records-editor';
