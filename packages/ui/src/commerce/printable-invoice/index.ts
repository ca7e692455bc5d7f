export {
  PrintableInvoice,
  printSheetVariants,
  type InvoiceIssuer,
  type InvoiceParty,
  type PrintableInvoiceProps,
} from './printable-invoice';
