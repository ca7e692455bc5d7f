import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PasswordInput } from '../../primitives/password-input';
import { PasswordStrengthHint } from './password-strength-hint';

const meta = {
  title: 'Account/PasswordStrengthHint',
  component: PasswordStrengthHint,
  tags: ['autodocs'],
  decorators: [(Story) => <div className="max-w-sm text-xs text-muted-foreground"><Story /></div>],
} satisfies Meta<typeof PasswordStrengthHint>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: the rule. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Use at least 8 characters/)).toBeVisible();
  },
};
/** 'password', 'P@ssw0rd': on the common-password list, refused on submit. */
export const Common: Story = {
  args: { score: 0, isCommon: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/common password and will be refused/)).toBeVisible();
  },
};
export const VeryWeak: Story = { args: { score: 0 } };
export const Weak: Story = { args: { score: 1 } };
export const Fair: Story = { args: { score: 2 } };
export const Good: Story = { args: { score: 3 } };
export const Strong: Story = {
  args: { score: 4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Password strength: Strong. Very hard to guess.')).toBeVisible();
    await expect(canvasElement.querySelector('[data-filled]')).toHaveAttribute('data-filled', '4');
  },
};

/** As the sign-up form shows it: the hint under the password field, read with the field. */
export const UnderThePasswordField: Story = {
  args: { score: 2 },
  render: (args) => (
    <PasswordInput
      id="signup-password"
      label="Password"
      required
      autoComplete="new-password"
      defaultValue="Lahore2026"
      hint={<PasswordStrengthHint {...args} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Password/, { selector: 'input' });
    await expect(input).toHaveAccessibleDescription(
      'Password strength: Fair. A few more characters would make it much harder to guess.',
    );
  },
};
