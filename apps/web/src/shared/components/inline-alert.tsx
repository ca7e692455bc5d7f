import { AlertBanner, type AlertBannerProps } from '@portal/ui';

/**
 * An AlertBanner that is part of the page (a form's error, a confirmation): it stays until the
 * page changes, so it neither times out nor closes. The app-wide alerts (5 s) are in the root.
 */
export function InlineAlert(
  props: Pick<AlertBannerProps, 'variant' | 'title' | 'message' | 'className'>,
) {
  return <AlertBanner closeable={false} autoDismissMs={null} {...props} />;
}
