export { InvoiceRow, InvoiceRowHeader, type InvoiceRowProps } from './invoice-row';
