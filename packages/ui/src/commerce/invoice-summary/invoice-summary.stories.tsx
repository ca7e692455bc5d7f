import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { InvoiceStatus } from '@portal/domain';
import { buildInvoice, buildPaymentGatewayOptions } from '@portal/domain/fixtures';
import { Button } from '../../primitives/button/button';
import { CouponField } from '../coupon-field/coupon-field';
import { PaymentMethodPicker } from '../payment-method-picker/payment-method-picker';
import { InvoiceSummary } from './invoice-summary';

const lines = [
  { Description: 'MDCAT Complete Preparation 2027: Premium, 3 months', AmountMinor: 1_500_000 },
  { Description: 'MDCAT Biology Essentials (e-book)', AmountMinor: 150_000 },
];

const meta = {
  title: 'Commerce/InvoiceSummary',
  component: InvoiceSummary,
  tags: ['autodocs'],
  args: { invoice: buildInvoice({ lines }) },
} satisfies Meta<typeof InvoiceSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A due invoice with the coupon field and the payment method picker in its slot. */
export const DueWithPayment: Story = {
  args: {
    children: (
      <div className="grid gap-4">
        <CouponField onApply={fn()} />
        <PaymentMethodPicker
          options={buildPaymentGatewayOptions()}
          value={null}
          onValueChange={fn()}
        />
      </div>
    ),
    actions: <Button>Pay now</Button>,
  },
};

export const CouponApplied: Story = {
  args: {
    invoice: buildInvoice({ lines, discountMinor: 165_000, couponCode: 'WELCOME10' }),
    children: <CouponField state="applied" appliedCode="WELCOME10" onRemove={fn()} />,
  },
};

export const Paid: Story = {
  args: {
    invoice: buildInvoice({ lines, status: { Value: InvoiceStatus.paid } }),
    actions: <Button variant="outline">Print</Button>,
  },
};
