import { formatMoney, InvoiceStatus, type CreditNote, type Invoice } from '@portal/domain';
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

/** What one A4 money document shows: its heading lines, the lines and the summing rows. */
interface MoneyDocument {
  readonly title: string;
  readonly number: string;
  readonly details: readonly string[];
  readonly issueDate: string;
  readonly currency: string;
  readonly lines: readonly { readonly Description: string; readonly AmountMinor: number }[];
  readonly totals: readonly { readonly label: string; readonly amount: string; readonly bold?: boolean }[];
  readonly footer?: string;
}

/**
 * One A4 invoice as a PDF (pdfkit, its built-in Helvetica: no font files to ship). Amounts are
 * written by the domain's formatMoney from minor units, the same text as the printable invoice.
 * The document's dates are the invoice's, so the same invoice gives the same bytes.
 */
export function renderInvoicePdf(invoice: Invoice, parties: InvoiceParties): Promise<Buffer> {
  const money = (amountMinor: number) => formatMoney(amountMinor, invoice.currency);
  return renderMoneyDocument(
    {
      title: 'Invoice',
      number: invoice.invoiceNumber,
      details: [`Status: ${statusName[invoice.status.Value]}`, `Issued: ${day(invoice.issueDate)}`, `Due: ${day(invoice.dueDate)}`],
      issueDate: invoice.issueDate,
      currency: invoice.currency,
      lines: invoice.lines,
      totals: [
        { label: 'Subtotal', amount: money(invoice.subtotalMinor) },
        ...(invoice.discountMinor > 0 ? [{ label: invoice.couponCode ? `Discount (${invoice.couponCode})` : 'Discount', amount: `- ${money(invoice.discountMinor)}` }] : []),
        { label: 'Total', amount: money(invoice.totalMinor), bold: true },
      ],
    },
    parties,
  );
}

/** The file name a credit note's download saves as (its number). */
export const creditNotePdfFileName = (note: Pick<CreditNote, 'creditNoteNumber'>) => `${note.creditNoteNumber.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`;

/** A credit note as a PDF, laid out like the invoice it corrects: negative amounts, the invoice named. */
export function renderCreditNotePdf(note: CreditNote, parties: InvoiceParties): Promise<Buffer> {
  return renderMoneyDocument(
    {
      title: 'Credit note',
      number: note.creditNoteNumber,
      details: [`For invoice: ${note.invoiceNumber}`, `Issued: ${day(note.issueDate)}`],
      issueDate: note.issueDate,
      currency: note.currency,
      lines: note.lines,
      totals: [{ label: 'Total credited', amount: formatMoney(note.totalMinor, note.currency), bold: true }],
      footer: `Reason: ${note.reason}`,
    },
    parties,
  );
}

function renderMoneyDocument(content: MoneyDocument, parties: InvoiceParties): Promise<Buffer> {
  const document = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${content.title} ${content.number}`, Author: parties.issuer.name, CreationDate: new Date(content.issueDate) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  const money = (amountMinor: number) => formatMoney(amountMinor, content.currency);
  const left = document.page.margins.left;
  const right = document.page.width - document.page.margins.right;
  const amountWidth = 140;
  const amountX = right - amountWidth;

  document.font('Helvetica-Bold').fontSize(20).text(parties.issuer.name, left, 56);
  document.font('Helvetica').fontSize(10).fillColor('#475569');
  for (const line of parties.issuer.address) document.text(line);
  document.fillColor('#0f172a').font('Helvetica-Bold').fontSize(16).text(content.title, left, 56, { align: 'right' });
  document.font('Helvetica').fontSize(10);
  document.text(content.number, { align: 'right' });
  for (const detail of content.details) document.text(detail, { align: 'right' });

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
  for (const line of content.lines) row(line.Description, money(line.AmountMinor));
  rule();
  for (const total of content.totals) row(total.label, total.amount, total.bold);

  document.font('Helvetica').fontSize(9).fillColor('#475569').text(`Amounts in ${content.currency}.`, left, y + 12);
  if (content.footer) document.text(content.footer);
  document.end();
  return done;
}
