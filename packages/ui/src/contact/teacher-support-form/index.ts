export {
  TeacherSupportForm,
  type TeacherSupportField,
  type TeacherSupportFormProps,
  type TeacherSupportMessage,
} from './teacher-support-form';
