export {
  InvoiceStatusBadge,
  invoiceStatusLabel,
  type InvoiceStatusBadgeProps,
} from './invoice-status-badge';
