export {
  ConfirmationDialog,
  MessageDialog,
  type ConfirmationDialogProps,
  type MessageDialogProps,
} from './message-dialog';
