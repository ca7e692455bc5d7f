import { AlertBanner, type AlertBannerProps } from '../alert-banner/alert-banner';

export type InlineAlertProps = Omit<
  AlertBannerProps,
  'closeable' | 'appendToast' | 'autoDismissMs' | 'onDismiss'
>;

/**
 * An alert that is part of the page (a form's error, a confirmation): it stays until the page
 * changes, so it neither times out nor closes. The app-wide alerts (5 s) are AlertBanner.
 */
export function InlineAlert(props: InlineAlertProps) {
  return <AlertBanner closeable={false} autoDismissMs={null} {...props} />;
}
