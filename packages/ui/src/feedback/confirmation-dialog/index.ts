export { ConfirmationDialog, type ConfirmationDialogProps } from './confirmation-dialog';
