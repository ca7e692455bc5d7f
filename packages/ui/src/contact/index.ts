// The `contact` area (the same name as its server module, domain routes and api services).
// Named re-exports only (tree-shaking); re-exported by src/index.ts.
export {
  TeacherSupportForm,
  type TeacherSupportField,
  type TeacherSupportFormProps,
  type TeacherSupportMessage,
} from './teacher-support-form';
