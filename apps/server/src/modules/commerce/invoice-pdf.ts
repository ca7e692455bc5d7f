import { formatMoney, InvoiceStatus, type Invoice } from '@portal/domain';
import PDFDocument from 'pdfkit';

/** Who the invoice is from (the academy) and to (the candidate). */
export interface InvoiceParties {
  readonly issuer: { readonly name: string; readonly address: readonly string[] };
  readonly billTo: { readonly fullName: string; readonly email: string };
}

const statusName: Record<InvoiceStatus, string> = {
  [InvoiceStatus.due]: 'Due',
  [InvoiceStatus.inProcess]: 'Payment in process',
  [InvoiceStatus.cancelled]: 'Cancelled',
  [InvoiceStatus.paid]: 'Paid',
  [InvoiceStatus.error]: 'Payment error',
  [InvoiceStatus.expired]: 'Expired',
};

const day = (iso: string) => iso.slice(0, 10);

/** The file name a download saves as: the invoice number, safe for every file system. */
export const invoicePdfFileName = (invoice: Pick<Invoice, 'invoiceNumber'>) => `${invoice.invoiceNumber.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`;

/**
 * One A4 invoice as a PDF (pdfkit, its built-in Helvetica: no font files to ship). Amounts are
 * written by the domain's formatMoney from minor units, the same text as the printable invoice.
 * The document's dates are the invoice's, so the same invoice gives the same bytes.
 */
export function renderInvoicePdf(invoice: Invoice, parties: InvoiceParties): Promise<Buffer> {
  const document = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Invoice ${invoice.invoiceNumber}`, Author: parties.issuer.name, CreationDate: new Date(invoice.issueDate) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  const money = (amountMinor: number) => formatMoney(amountMinor, invoice.currency);
  const left = document.page.margins.left;
  const right = document.page.width - document.page.margins.right;
  const amountWidth = 140;
  const amountX = right - amountWidth;

  document.font('Helvetica-Bold').fontSize(20).text(parties.issuer.name, left, 56);
  document.font('Helvetica').fontSize(10).fillColor('#475569');
  for (const line of parties.issuer.address) document.text(line);
  document.fillColor('#0f172a').font('Helvetica-Bold').fontSize(16).text('Invoice', left, 56, { align: 'right' });
  document.font('Helvetica').fontSize(10);
  document.text(invoice.invoiceNumber, { align: 'right' });
  document.text(`Status: ${statusName[invoice.status.Value]}`, { align: 'right' });
  document.text(`Issued: ${day(invoice.issueDate)}`, { align: 'right' });
  document.text(`Due: ${day(invoice.dueDate)}`, { align: 'right' });

  document.moveDown(2).font('Helvetica-Bold').text('Bill to', left);
  document.font('Helvetica').text(parties.billTo.fullName).text(parties.billTo.email);

  let y = document.moveDown(2).y;
  const row = (label: string, amount: string, bold = false) => {
    document.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 12 : 10);
    const height = Math.max(document.heightOfString(label, { width: amountX - left - 12 }), document.heightOfString(amount, { width: amountWidth }));
    document.text(label, left, y, { width: amountX - left - 12 });
    document.text(amount, amountX, y, { width: amountWidth, align: 'right' });
    y += height + 6;
  };
  const rule = () => {
    document.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor('#94a3b8').stroke();
    y += 6;
  };
  row('Description', 'Amount', true);
  rule();
  for (const line of invoice.lines) row(line.Description, money(line.AmountMinor));
  rule();
  row('Subtotal', money(invoice.subtotalMinor));
  if (invoice.discountMinor > 0) row(invoice.couponCode ? `Discount (${invoice.couponCode})` : 'Discount', `- ${money(invoice.discountMinor)}`);
  row('Total', money(invoice.totalMinor), true);

  document.font('Helvetica').fontSize(9).fillColor('#475569').text(`Amounts in ${invoice.currency}.`, left, y + 12);
  document.end();
  return done;
}
