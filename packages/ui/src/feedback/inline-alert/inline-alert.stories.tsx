import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InlineAlert } from './inline-alert';

const meta = {
  title: 'Feedback/InlineAlert',
  component: InlineAlert,
  args: { variant: 'danger', title: 'The username or password is not correct.' },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InlineAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A form's failed call: announced (role alert), with no close button and no timer. */
export const FormError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The username or password is not correct.',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A refused save with the server's reason under the title. */
export const WithMessage: Story = {
  args: {
    title: 'Your profile was not saved.',
    message: 'The phone number is already used by another account.',
  },
};

/** A confirmation that stays on the page. */
export const Success: Story = {
  args: { variant: 'success', title: 'Your email address is confirmed.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Your email address is confirmed.',
    );
  },
};

export const Info: Story = {
  args: { variant: 'info', title: 'Sign in to verify your new email address.' },
};

export const Warning: Story = {
  args: { variant: 'warning', title: 'You must change your password before you continue.' },
};
