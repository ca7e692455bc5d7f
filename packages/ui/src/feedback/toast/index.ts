export {
  TOAST_DISMISS_MS,
  Toast,
  Toaster,
  connectivityToast,
  type ToastItem,
  type ToastProps,
  type ToasterProps,
} from './toast';
