export { PaymentReminderBanner, type PaymentReminderBannerProps } from './payment-reminder-banner';
