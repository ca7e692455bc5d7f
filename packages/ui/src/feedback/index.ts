// Feedback: alerts, toasts, message dialogs, loaders, progress, empty and error states; and the
// subject feedback form of the learning area named `feedback`.
// Named re-exports only (tree-shaking); re-exported by src/index.ts.
export { ALERT_DISMISS_MS, AlertBanner, type AlertBannerProps } from './alert-banner';
export { AlertVariant, alertVariants } from './alert-body';
export { AlertStack, type AlertStackItem, type AlertStackProps } from './alert-stack';
export { EmptyState, EmptyStateAvatar, type EmptyStateProps } from './empty-state';
export { FeedbackForm, type FeedbackFormAnswer, type FeedbackFormProps } from './feedback-form';
export { GlobalLoader, type GlobalLoaderProps } from './global-loader';
export { InlineAlert, type InlineAlertProps } from './inline-alert';
export { ListSkeleton, ListSkeletonKind, type ListSkeletonProps } from './list-skeleton';
export {
  ConfirmationDialog,
  MessageDialog,
  type ConfirmationDialogProps,
  type MessageDialogProps,
} from './message-dialog';
export { MissingFeaturePage, type MissingFeaturePageProps } from './missing-feature-page';
export {
  NAVIGATION_PROGRESS_DURATION_MS,
  NavigationProgress,
  NavigationState,
  type NavigationProgressProps,
} from './navigation-progress';
export { NOT_FOUND_TEXT, NotFoundPage, type NotFoundPageProps } from './not-found-page';
export {
  TOAST_DISMISS_MS,
  Toast,
  Toaster,
  connectivityToast,
  type ToastItem,
  type ToastProps,
  type ToasterProps,
} from './toast';
export { UploadProgress, type UploadProgressProps } from './upload-progress';
