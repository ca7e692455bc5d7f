// The `commerce` area (the same name as its server module, domain routes and api services).
// Named re-exports only (tree-shaking); re-exported by src/index.ts.
export { CartSummary, type CartSummaryItem, type CartSummaryProps } from './cart-summary';
export { CouponField, type CouponFieldProps, type CouponFieldState } from './coupon-field';
export { InvoiceRow, InvoiceRowHeader, type InvoiceRowProps } from './invoice-row';
export {
  InvoiceStatusBadge,
  invoiceStatusLabel,
  type InvoiceStatusBadgeProps,
} from './invoice-status-badge';
export { InvoiceSummary, type InvoiceSummaryProps } from './invoice-summary';
export { JazzCashVoucher, type JazzCashVoucherProps } from './jazzcash-voucher';
export { Money, formatAmount, type MoneyProps } from './money';
export {
  PaymentMethodPicker,
  paymentGatewayLabel,
  type PaymentMethodPickerProps,
} from './payment-method-picker';
export {
  PrintableInvoice,
  printSheetVariants,
  type InvoiceIssuer,
  type InvoiceParty,
  type PrintableInvoiceProps,
} from './printable-invoice';
export { RenewalSelection, type RenewalSelectionProps } from './renewal-selection';
export { SubscriptionCard, type SubscriptionCardProps } from './subscription-card';
export {
  SubscriptionStatusBadge,
  subscriptionStatusLabel,
  type SubscriptionStatusBadgeProps,
} from './subscription-status-badge';
export { UblVoucher, type BankAccount, type UblVoucherProps } from './ubl-voucher';
