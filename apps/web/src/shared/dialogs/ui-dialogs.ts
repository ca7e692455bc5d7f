// The design system's dialogs, loaded on first opening through lazy-dialog.tsx (issue #10): one
// module, so a page that opens two of them downloads the dialog code once.
export { ConfirmationDialog, FinishTestDialog, MessageDialog, NoteEditorDialog, ReportProblemDialog } from '@portal/ui';
