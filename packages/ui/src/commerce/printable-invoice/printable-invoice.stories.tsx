import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { InvoiceStatus } from '@portal/domain';
import { buildCandidateProfile, buildInvoice } from '@portal/domain/fixtures';
import { PrintableInvoice } from './printable-invoice';

const profile = buildCandidateProfile();

const meta = {
  title: 'Commerce/PrintableInvoice',
  component: PrintableInvoice,
  tags: ['autodocs'],
  args: {
    invoice: buildInvoice({
      lines: [
        {
          Description: 'MDCAT Complete Preparation 2027: Premium, 3 months',
          AmountMinor: 1_500_000,
        },
        { Description: 'MDCAT Biology Essentials (e-book)', AmountMinor: 150_000 },
      ],
      discountMinor: 165_000,
      couponCode: 'WELCOME10',
    }),
    billTo: { fullName: profile.FullName, email: profile.Email, phone: profile.CellPhone },
    issuer: {
      name: 'Candidate Portal Academy',
      address: ['12 Mall Road', 'Lahore, Pakistan'],
      contact: 'accounts@portal.example',
    },
    onPrint: fn(),
  },
} satisfies Meta<typeof PrintableInvoice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Due: Story = {};
export const Paid: Story = {
  args: { invoice: buildInvoice({ status: { Value: InvoiceStatus.paid } }), onPrint: undefined },
};
