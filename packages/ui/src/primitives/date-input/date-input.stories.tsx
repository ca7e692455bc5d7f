import type { Meta, StoryObj } from '@storybook/react-vite';
import { validationMessage } from '@portal/domain';
import { expect, within } from 'storybook/test';
import { DateInput } from './date-input';

const meta = {
  title: 'Primitives/DateInput',
  component: DateInput,
  args: { id: 'date-of-birth', label: 'Date of birth', max: '2026-11-21' },
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Date of birth');
    await expect(input).toHaveAttribute('type', 'date');
    await expect(input).toHaveAttribute('max', '2026-11-21');
  },
};
export const Filled: Story = { args: { defaultValue: '2006-04-15' } };
export const Required: Story = {
  args: { required: true, error: validationMessage('required', { field: 'Date of birth' }) },
};
