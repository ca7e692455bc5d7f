import { Link, useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { invoiceQueryOptions } from '@portal/api';
import { InvoiceStatus } from '@portal/domain';
import { InlineAlert, JazzCashVoucher, ListSkeleton, PrintableInvoice, UblVoucher } from '@portal/ui';
import { useStore } from '../../../shared/create-store';
import { errorMessage } from '../../../shared/forms/use-zod-form';
import { useGuardedParams } from '../../../shared/routing/use-guarded-params';
import { apiClient, session } from '../../../shared/services';
import { config } from '../../../shared/config';
import { encryptValue } from '../../../platform/crypto';
import { InvoiceNotFound } from './invoice-not-found-page';

const issuer = { name: 'Candidate Portal Learning (Pvt) Ltd', address: ['Office 4, Software Technology Park', 'Islamabad, Pakistan'], contact: 'billing@candidate-portal.local' };
const ublAccount = { bankName: 'United Bank Limited', accountTitle: 'Candidate Portal Learning (Pvt) Ltd', accountNumber: '0112-0456789-01', branch: 'Blue Area, Islamabad' };

/**
 * spec 2: /invoice/print/{invoiceId(enc)}, /invoice/print/ubl/{invoiceId}, /invoice/print/jazzCash/{invoiceId}:
 * the printable invoice and the two vouchers, each one A4 page (print CSS of the ui pieces). The
 * voucher number comes from PayInvoice (passed in the navigation state, or ?voucher=).
 */
export function PrintPage({ kind }: { kind: 'invoice' | 'ubl' | 'jazzCash' }) {
  const { invoiceId = '' } = useGuardedParams();
  const id = Number(invoiceId);
  const location = useLocation();
  const voucherNumber = (location.state as { voucherNumber?: string } | null)?.voucherNumber ?? new URLSearchParams(location.search).get('voucher') ?? '';
  const fullName = useStore(session.store, (state) => state.user?.fullName ?? 'Candidate');
  const invoice = useQuery({ ...invoiceQueryOptions(apiClient, id), enabled: Number.isInteger(id) && id > 0 });
  if (!Number.isInteger(id) || id <= 0) return <InvoiceNotFound />;
  if (invoice.isPending) return <ListSkeleton kind="printableInvoice" />;
  if (invoice.isError) return <InlineAlert variant="danger" title="The invoice did not load." message={errorMessage(invoice.error)} />;
  const payer = { fullName };
  const print = () => window.print();
  if (kind !== 'invoice') {
    const issued = voucherNumber || invoice.data.voucher?.VoucherNumber || '';
    const status = invoice.data.status.Value;
    return (
      <div className="grid gap-4">
        <div className="no-print grid gap-2 print:hidden">
          {status === InvoiceStatus.paid ? (
            <InlineAlert variant="success" title="This invoice is paid." message="The bank's payment has been reconciled and your course is open." />
          ) : status === InvoiceStatus.due && issued ? (
            <InlineAlert
              variant="info"
              title={`Voucher ${issued}: awaiting your payment`}
              message="Print this voucher (or save it as a PDF from the print dialog) and pay it by the due date. Your invoice stays due until the bank's payment is reconciled."
            />
          ) : (
            <InlineAlert variant="warning" title="This voucher cannot be paid." message="The invoice is no longer due: open it to see where it stands." />
          )}
          <Link className="text-primary underline" to={`/dashboard/myInvoice/${encryptValue(String(id), config.routeEncryptionKey)}`}>
            Back to the invoice
          </Link>
        </div>
        {issued && status !== InvoiceStatus.paid ? (
          kind === 'ubl' ? (
            <UblVoucher invoice={invoice.data} voucherNumber={issued} payer={payer} account={ublAccount} onPrint={print} />
          ) : (
            <JazzCashVoucher invoice={invoice.data} voucherNumber={issued} payer={payer} payeeName={issuer.name} onPrint={print} />
          )
        ) : null}
      </div>
    );
  }
  return <PrintableInvoice invoice={invoice.data} billTo={payer} issuer={issuer} onPrint={print} />;
}

export default function PrintInvoicePage() {
  return <PrintPage kind="invoice" />;
}
