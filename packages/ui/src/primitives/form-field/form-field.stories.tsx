import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormField } from './form-field';

const input =
  'h-10 rounded-md border border-input bg-background px-3 text-sm text-foreground aria-invalid:border-destructive';

const meta = {
  title: 'Primitives/FormField',
  component: FormField,
  args: { id: 'full-name', label: 'Full name', children: <input className={input} /> },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = { args: { required: true } };
export const WithHint: Story = { args: { hint: 'As written on your CNIC.' } };

export const WithError: Story = {
  args: { required: true, hint: 'As written on your CNIC.', error: 'Full name is required.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const control = canvas.getByLabelText(/Full name/);
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAttribute('aria-required', 'true');
    await expect(control).toHaveAccessibleDescription(
      'As written on your CNIC. Full name is required.',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Full name is required.');
  },
};
