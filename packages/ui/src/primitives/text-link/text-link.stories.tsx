import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextLink } from './text-link';

const meta = {
  title: 'Primitives/TextLink',
  component: TextLink,
  args: { href: '#login', children: 'Back to sign in' },
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On its own (under a form): colour and weight mark it, the underline shows on hover. */
export const Default: Story = {};

/** Reached with Tab, it shows the focus ring. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('link', { name: 'Back to sign in' }),
    ).toHaveFocus();
  },
};

/** Inside a sentence it is always underlined, so it does not rely on colour alone. */
export const InSentence: Story = {
  render: (args) => (
    <p className="max-w-md text-sm text-foreground">
      We sent a link to your inbox. Did not get it?{' '}
      <TextLink {...args} underline="always">
        Send the email again
      </TextLink>
      .
    </p>
  ),
  args: { href: '#resend' },
};

/** A row of links, as under the account screens' card. */
export const LinkRow: Story = {
  render: () => (
    <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
      <TextLink href="#reset">Forgot password?</TextLink>
      <TextLink href="#sign-up">Create an account</TextLink>
    </div>
  ),
};
