// The zod-backed e-book activity rules, loaded on their own (activity-rules.ts).
export {
  eBookAnnotationItems,
  exportEBookAnnotations,
  parseEBookActivityData,
  parseEBookAnnotationsImport,
} from '@portal/domain';
