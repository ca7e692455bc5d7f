export { FinishTestDialog, type FinishTestDialogProps } from './finish-test-dialog';
