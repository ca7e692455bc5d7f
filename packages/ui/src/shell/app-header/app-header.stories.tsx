import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildSessionUser } from '@portal/domain/fixtures';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppHeader } from './app-header';

const session = buildSessionUser();

const meta = {
  title: 'Shell/AppHeader',
  component: AppHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    productName: 'Candidate Portal',
    user: { fullName: session.fullName, email: session.email },
    notificationCount: 3,
    onNotificationsClick: fn(),
    onProfile: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications, 3 unread' }));
    await expect(args.onNotificationsClick).toHaveBeenCalledTimes(1);
  },
};
export const NoNotifications: Story = { args: { notificationCount: 0 } };
export const ManyNotifications: Story = {
  args: { notificationCount: 250 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Notifications, 99+ unread' }),
    ).toBeVisible();
  },
};
export const Anonymous: Story = { args: { user: undefined } };

/** The user menu opens from the keyboard, offers Profile and Log out, and Escape closes it. */
export const UserMenu: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: `Account menu for ${session.fullName}` });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Profile' }));
    await expect(args.onProfile).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await userEvent.click(trigger);
  },
};
