import type { Meta, StoryObj } from '@storybook/react-vite';
import { GraduationCap } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Button } from '../../primitives/button/button';
import { InlineAlert } from '../../feedback/inline-alert/inline-alert';
import { PasswordInput } from '../../primitives/password-input/password-input';
import { TextInput } from '../../primitives/text-input/text-input';
import { TextLink } from '../../primitives/text-link/text-link';
import { AuthLayout } from './auth-layout';

function LoginForm() {
  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => event.preventDefault()}>
      <TextInput id="story-username" label="Username" autoComplete="username" required />
      <PasswordInput
        id="story-password"
        label="Password"
        autoComplete="current-password"
        required
      />
      <Button type="submit" className="w-full">
        Sign in
      </Button>
    </form>
  );
}

const meta = {
  title: 'Shell/AuthLayout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Sign in',
    description: 'Use your username and password.',
    children: <LoginForm />,
    footer: (
      <>
        <TextLink href="#reset">Forgot password?</TextLink>
        <TextLink href="#sign-up">Create an account</TextLink>
      </>
    ),
  },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The login screen: product name, the card with heading and form, links under the card. */
export const Login: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main');
    await expect(main).toContainElement(canvas.getByRole('heading', { level: 1, name: 'Sign in' }));
    await expect(canvas.getByText('Candidate Portal')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '#reset',
    );
  },
};

/** A failed call: the form-level alert sits above the form inside the card. */
export const WithFormError: Story = {
  args: {
    children: (
      <>
        <InlineAlert variant="danger" title="The username or password is not correct." />
        <LoginForm />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The username or password is not correct.',
    );
  },
};

/** A message-only screen (password reset done): no description, one link. */
export const MessageOnly: Story = {
  args: {
    title: 'Password reset',
    description: undefined,
    children: (
      <InlineAlert variant="success" title="Your password has been reset. You can now sign in." />
    ),
    footer: <TextLink href="#login">Sign in</TextLink>,
  },
};

/** No footer links (the forced change-password screen offers no way around it). */
export const WithoutFooter: Story = {
  args: {
    title: 'Change your password',
    description: 'Choose a new password to continue.',
    footer: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('link')).toHaveLength(0);
  },
};

/** A logo before the product name; it is decorative, the name stays the text. */
export const WithLogo: Story = {
  args: { logo: <GraduationCap />, productName: 'Candidate Portal' },
};
