import type { Meta, StoryObj } from '@storybook/react-vite';
import { validationMessage } from '@portal/domain';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordInput } from './password-input';

const meta = {
  title: 'Primitives/PasswordInput',
  component: PasswordInput,
  args: { id: 'password', label: 'Password' },
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = { args: { defaultValue: 'secret123' } };
export const Visible: Story = { args: { defaultValue: 'secret123', defaultVisible: true } };

export const ShowAndHide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'secret123');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const TooShort: Story = {
  args: {
    id: 'new-password',
    label: 'New password',
    required: true,
    defaultValue: 'abc',
    autoComplete: 'new-password',
    error: validationMessage('passwordLength', { field: 'Password' }),
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/New password/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      validationMessage('passwordLength', { field: 'Password' }),
    );
  },
};

export const ConfirmMismatch: Story = {
  args: {
    id: 'confirm-password',
    label: 'Confirm password',
    defaultValue: 'secret124',
    error: validationMessage('compare', { field: 'Confirm password', other: 'Password' }),
  },
};
