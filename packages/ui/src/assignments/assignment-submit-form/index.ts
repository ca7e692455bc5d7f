export { AssignmentSubmitForm, type AssignmentSubmitFormProps, type DraftStatus } from './assignment-submit-form';
