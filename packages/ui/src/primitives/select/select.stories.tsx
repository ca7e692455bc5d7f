import type { Meta, StoryObj } from '@storybook/react-vite';
import { validationMessage } from '@portal/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './select';

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: {
    id: 'city',
    label: 'City',
    placeholder: 'Select a city',
    onChange: fn(),
    options: [
      { value: '1', label: 'Lahore' },
      { value: '2', label: 'Karachi' },
      { value: '3', label: 'Islamabad' },
      { value: '4', label: 'Peshawar', disabled: true },
    ],
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'City' });
    await userEvent.selectOptions(select, 'Karachi');
    await expect(select).toHaveValue('2');
    await expect(args.onChange).toHaveBeenCalled();
  },
};
export const Selected: Story = { args: { defaultValue: '3' } };
export const Required: Story = {
  args: {
    required: true,
    defaultValue: '',
    error: validationMessage('required', { field: 'City' }),
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: '1' } };
