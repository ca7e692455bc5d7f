import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SubscriptionStatus } from '@portal/domain';
import { buildSubscriptionRenewal } from '@portal/domain/fixtures';
import { RenewalSelection } from './renewal-selection';

const renewals = [
  buildSubscriptionRenewal({ IsSelected: true }),
  buildSubscriptionRenewal({
    SubscriptionId: 2,
    CandidateSOSId: 1002,
    CourseName: 'ECAT Crash Course 2027',
    PackageName: 'Standard',
    AmountMinor: 650_000,
    SubscriptionStatus: SubscriptionStatus.Trial,
  }),
  buildSubscriptionRenewal({
    SubscriptionId: 3,
    CandidateSOSId: 1003,
    CourseName: 'NUMS Mock Series',
    PackageName: 'Basic',
    AmountMinor: 300_000,
    AllowRenewal: false,
    SubscriptionStatus: SubscriptionStatus.Expired,
  }),
];

const meta = {
  title: 'Commerce/RenewalSelection',
  component: RenewalSelection,
  tags: ['autodocs'],
  args: { renewals, currency: 'PKR', onSelectionChange: fn(), onGenerateInvoice: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RenewalSelection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: /NUMS Mock Series/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: /ECAT Crash Course/ }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([1, 2]);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate invoice' }));
    await expect(args.onGenerateInvoice).toHaveBeenCalledWith([1, 2]);
  },
};
export const NothingSelected: Story = {
  args: { renewals: renewals.map((renewal) => ({ ...renewal, IsSelected: false })) },
};
export const Generating: Story = { args: { pending: true } };
export const NothingToRenew: Story = { args: { renewals: [] } };
