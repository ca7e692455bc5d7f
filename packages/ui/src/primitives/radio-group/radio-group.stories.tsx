import type { Meta, StoryObj } from '@storybook/react-vite';
import { validationMessage } from '@portal/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './radio-group';

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Gender',
    name: 'gender',
    onValueChange: fn(),
    options: [
      { value: '1', label: 'Male' },
      { value: '2', label: 'Female' },
      { value: '3', label: 'Prefer not to say' },
    ],
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Male' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Female' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2');
  },
};
export const Chosen: Story = { args: { defaultValue: '2' } };
export const Horizontal: Story = { args: { defaultValue: '1', orientation: 'horizontal' } };
export const WithDescriptions: Story = {
  args: {
    label: 'Payment method',
    name: 'payment-method',
    defaultValue: 'card',
    options: [
      { value: 'card', label: 'Card', description: 'Pay online now.' },
      {
        value: 'voucher',
        label: 'Bank voucher',
        description: 'Pay over the counter within 3 days.',
      },
      {
        value: 'campus',
        label: 'On campus',
        description: 'Pay at the campus office.',
        disabled: true,
      },
    ],
  },
};
export const Required: Story = {
  args: { required: true, error: validationMessage('required', { field: 'Gender' }) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('group', { name: /Gender/ }),
    ).toHaveAccessibleDescription('Gender is required.');
  },
};
