import type { Meta, StoryObj } from '@storybook/react-vite';
import { validationMessage } from '@portal/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { id: 'remember', label: 'Remember me', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Remember me' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithDescription: Story = {
  args: {
    id: 'notify',
    label: 'Email me about new lectures',
    description: 'At most one email a day.',
  },
};
export const Required: Story = {
  args: {
    id: 'terms',
    label: 'I accept the terms and conditions',
    required: true,
    error: validationMessage('required', { field: 'Accepting the terms' }),
  },
};
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
