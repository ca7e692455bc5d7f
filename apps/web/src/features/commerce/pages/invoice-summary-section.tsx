import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  applyCoupon,
  commerceKeys,
  invoiceQueryOptions,
  payInvoice,
  paymentGatewaysQueryOptions,
  removeCoupon,
} from '@portal/api';
import { InvoiceStatus, PaymentGateway, type Invoice } from '@portal/domain';
import {
  Button,
  CouponField,
  InlineAlert,
  InvoiceSummary,
  ListSkeleton,
  OpenVoucher,
  PaymentMethodPicker,
} from '@portal/ui';
import { errorMessage } from '../../../shared/forms/use-zod-form';
import { apiClient, queryClient } from '../../../shared/services';

/**
 * The invoice summary (spec 2: /invoice/invoiceSummary and the renewal one under the dashboard):
 * lines, the coupon field (applying or removing replaces the invoice; an unusable coupon shows the
 * server's message 186), the payment methods of GetPaymentGateways, and Pay.
 */
export function InvoiceSummarySection({ invoiceId, notice }: { invoiceId: number; notice?: string | null }) {
  const invoice = useQuery(invoiceQueryOptions(apiClient, invoiceId));
  const gateways = useQuery(paymentGatewaysQueryOptions(apiClient));
  const navigate = useNavigate();
  const [gateway, setGateway] = useState<PaymentGateway | null>(null);
  const invalidateInvoice = () => queryClient.invalidateQueries({ queryKey: commerceKeys.invoice(invoiceId) });
  const replace = (next: Invoice) => queryClient.setQueryData(commerceKeys.invoice(invoiceId), next);
  const apply = useMutation({ mutationFn: (code: string) => applyCoupon(apiClient, { InvoiceId: invoiceId, CouponCode: code }), onSuccess: replace });
  const remove = useMutation({ mutationFn: () => removeCoupon(apiClient, invoiceId), onSuccess: replace });
  const pay = useMutation({
    mutationFn: (chosen: PaymentGateway) => payInvoice(apiClient, { InvoiceId: invoiceId, PaymentGateway: chosen }),
    onSuccess: (payment) => {
      void queryClient.invalidateQueries({ queryKey: commerceKeys.invoices() });
      if (payment.Transaction.RedirectUrl) window.location.assign(payment.Transaction.RedirectUrl);
      else {
        const voucher = payment.Transaction.VoucherNumber ?? '';
        void invalidateInvoice();
        void navigate(voucherPath(payment.Transaction.PaymentGateway, invoiceId, voucher), { state: { voucherNumber: voucher } });
      }
    },
  });

  if (invoice.isPending) return <ListSkeleton kind="printableInvoice" />;
  if (invoice.isError) return <InlineAlert variant="danger" title="The invoice did not load." message={errorMessage(invoice.error)} />;
  const current = invoice.data;
  const payable = current.status.Value === InvoiceStatus.due || current.status.Value === InvoiceStatus.inProcess;
  return (
    <div className="grid gap-4">
      {notice ? <InlineAlert variant="warning" title={notice} /> : null}
      <InvoiceSummary
        invoice={current}
        actions={
          payable ? (
            <Button type="button" disabled={gateway === null || pay.isPending} onClick={() => gateway !== null && pay.mutate(gateway)}>
              {gateway !== null && isVoucherGateway(gateway) ? 'Get a bank voucher' : 'Pay now'}
            </Button>
          ) : null
        }
      >
        <CouponField
          state={apply.isError ? 'invalid' : current.couponCode ? 'applied' : 'idle'}
          appliedCode={current.couponCode ?? undefined}
          errorMessage={apply.isError ? errorMessage(apply.error) : undefined}
          pending={apply.isPending || remove.isPending}
          onApply={(code) => apply.mutate(code)}
          onRemove={() => {
            apply.reset();
            remove.mutate();
          }}
        />
      </InvoiceSummary>
      {current.status.Value === InvoiceStatus.due && current.voucher ? (
        <OpenVoucher
          invoice={current}
          voucher={current.voucher}
          printAction={
            <Link className="text-primary underline" to={voucherPath(current.voucher.PaymentGateway, current.invoiceId, current.voucher.VoucherNumber)}>
              Print or save the voucher
            </Link>
          }
        />
      ) : null}
      {payable ? (
        gateways.isPending ? (
          <ListSkeleton kind="paymentMethod" />
        ) : (
          <PaymentMethodPicker options={gateways.data ?? []} value={gateway} onValueChange={setGateway} legend="Payment method" />
        )
      ) : null}
      {pay.isError ? <InlineAlert variant="danger" title="The payment did not start." message={errorMessage(pay.error)} /> : null}
      {current.status.Value === InvoiceStatus.expired ? <InlineAlert variant="warning" title="This invoice has expired." message="Check out again from the catalogue for a new invoice." /> : null}
    </div>
  );
}

/** The over-the-counter gateways: the invoice stays due until the bank's collection is reconciled. */
export const isVoucherGateway = (gateway: PaymentGateway) => gateway === PaymentGateway.ublOtc || gateway === PaymentGateway.JazzCashOtc;

/** The printable voucher of an invoice (spec 2: /invoice/print/ubl/{invoiceId}, /invoice/print/jazzCash/{invoiceId}). */
export const voucherPath = (gateway: PaymentGateway, invoiceId: number, voucherNumber: string) =>
  `/invoice/print/${gateway === PaymentGateway.JazzCashOtc ? 'jazzCash' : 'ubl'}/${invoiceId}?voucher=${encodeURIComponent(voucherNumber)}`;
