import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildSessionUser } from '@portal/domain/fixtures';
import { Menu } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/button/button';
import { AccountMenu } from '../account-menu/account-menu';
import { AppHeader } from './app-header';

const session = buildSessionUser();
const headerUser = { fullName: session.fullName, email: session.email };
const onProfile = fn();
const onSettings = fn();
const onLogout = fn();

const meta = {
  title: 'Shell/AppHeader',
  component: AppHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    productName: 'Candidate Portal',
    user: headerUser,
    notificationCount: 3,
    onNotificationsClick: fn(),
    accountMenu: <AccountMenu user={headerUser} onProfile={onProfile} onLogout={onLogout} />,
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
export const Anonymous: Story = { args: { user: undefined, accountMenu: undefined } };

/**
 * The account menu is a real menu: Enter opens it on its first item, arrow keys move between
 * Profile, Settings and Log out, Escape closes it and returns focus to the trigger.
 */
export const UserMenu: Story = {
  args: {
    accountMenu: (
      <AccountMenu
        user={headerUser}
        onProfile={onProfile}
        onSettings={onSettings}
        onLogout={onLogout}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    onProfile.mockClear();
    onLogout.mockClear();
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: `Account menu for ${session.fullName}` });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = await body.findByRole('menu');
    const profile = within(menu).getByRole('menuitem', { name: 'Profile' });
    await waitFor(() => expect(profile).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(onProfile).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));

    await userEvent.click(trigger);
    await body.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Log out' }));
    await expect(onLogout).toHaveBeenCalledTimes(1);
    await userEvent.click(trigger);
    await body.findByRole('menu');
  },
};

/** At phone width the product name stays on one line beside a leading menu button. */
export const PhoneWidth: Story = {
  args: {
    leading: (
      <Button variant="ghost" size="icon" aria-label="Open navigation">
        <Menu aria-hidden />
      </Button>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByText('Candidate Portal');
    const lineHeight = Number.parseFloat(getComputedStyle(name).lineHeight);
    await expect(name.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight + 1);
  },
};
