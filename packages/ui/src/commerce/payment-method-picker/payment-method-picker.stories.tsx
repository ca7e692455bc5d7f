import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaymentGateway, type PaymentGatewayOption } from '@portal/domain';
import { PaymentMethodPicker, paymentGatewayLabel } from './payment-method-picker';

// Every gateway of the enum, as GetPaymentGateways could return them.
const allGateways: PaymentGatewayOption[] = Object.values(PaymentGateway).map((gateway) => ({
  PaymentGateway: gateway,
  Name: paymentGatewayLabel(gateway),
  IsEnabled: gateway !== PaymentGateway.paypal,
}));

const meta = {
  title: 'Commerce/PaymentMethodPicker',
  component: PaymentMethodPicker,
  tags: ['autodocs'],
  args: { options: allGateways, value: null, onValueChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentMethodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /PayPal/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: /Meezan Bank/ }));
    await expect(args.onValueChange).toHaveBeenCalledWith(PaymentGateway.meezanBank);
  },
};
export const Chosen: Story = { args: { value: PaymentGateway.JazzCashOtc } };
export const Loading: Story = { args: { loading: true } };
export const NoneAvailable: Story = { args: { options: [] } };
