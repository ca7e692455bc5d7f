export {
  ReportProblemDialog,
  type ProblemReport,
  type ReportProblemDialogProps,
} from './report-problem-dialog';
