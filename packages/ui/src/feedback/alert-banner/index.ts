export { ALERT_DISMISS_MS, AlertBanner, type AlertBannerProps } from './alert-banner';
