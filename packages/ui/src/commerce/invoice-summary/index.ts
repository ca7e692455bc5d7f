export { InvoiceSummary, type InvoiceSummaryProps } from './invoice-summary';
