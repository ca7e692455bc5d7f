import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CouponField } from './coupon-field';

const meta = {
  title: 'Commerce/CouponField',
  component: CouponField,
  tags: ['autodocs'],
  args: { onApply: fn(), onRemove: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CouponField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  args: { state: 'idle' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const apply = canvas.getByRole('button', { name: 'Apply' });
    await expect(apply).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Coupon code'), '  SAVE20 ');
    await userEvent.click(apply);
    await expect(args.onApply).toHaveBeenCalledWith('SAVE20');
  },
};

export const Applied: Story = {
  args: { state: 'applied', appliedCode: 'SAVE20' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('SAVE20')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

export const Invalid: Story = {
  args: {
    state: 'invalid',
    defaultCode: 'WRONG1',
    errorMessage: 'This coupon is not valid for your invoice.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This coupon is not valid for your invoice.',
    );
    await expect(canvas.getByLabelText('Coupon code')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Pending: Story = { args: { state: 'idle', defaultCode: 'SAVE20', pending: true } };
