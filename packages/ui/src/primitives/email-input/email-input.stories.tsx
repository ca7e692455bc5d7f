import type { Meta, StoryObj } from '@storybook/react-vite';
import { validationMessage } from '@portal/domain';
import { expect, within } from 'storybook/test';
import { EmailInput } from './email-input';

const meta = {
  title: 'Primitives/EmailInput',
  component: EmailInput,
  args: { id: 'email', label: 'Email', placeholder: 'you@example.com' },
} satisfies Meta<typeof EmailInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Email')).toHaveAttribute('type', 'email');
  },
};
export const Filled: Story = { args: { defaultValue: 'ayesha.khan@example.com' } };
export const Invalid: Story = {
  args: { defaultValue: 'ayesha.khan@', error: validationMessage('email', { field: 'Email' }) },
};
