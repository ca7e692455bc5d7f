import type { Meta, StoryObj } from '@storybook/react-vite';
import { validationMessage } from '@portal/domain';
import { expect, userEvent, within } from 'storybook/test';
import { TextInput } from './text-input';

const meta = {
  title: 'Primitives/TextInput',
  component: TextInput,
  args: { id: 'full-name', label: 'Full name', placeholder: 'e.g. Ayesha Khan' },
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Full name');
    await userEvent.type(input, 'Ayesha Khan');
    await expect(input).toHaveValue('Ayesha Khan');
  },
};
export const Filled: Story = { args: { defaultValue: 'Ayesha Khan' } };
export const WithHint: Story = { args: { hint: 'As written on your CNIC.' } };
export const Required: Story = {
  args: { required: true, error: validationMessage('required', { field: 'Full name' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Full name is required.',
    );
  },
};
export const MaxLength: Story = {
  args: {
    id: 'city',
    label: 'City',
    defaultValue: 'A very long city name',
    error: validationMessage('maxLength', { field: 'City', max: 15 }),
  },
};
export const Cnic: Story = {
  args: {
    id: 'cnic',
    label: 'CNIC',
    defaultValue: '12345',
    error: validationMessage('cnic', { field: 'CNIC' }),
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'ayesha.khan' } };
