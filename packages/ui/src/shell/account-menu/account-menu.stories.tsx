import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildSessionUser } from '@portal/domain/fixtures';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountMenu } from './account-menu';
import { AccountMenuButton } from './account-menu-button';

const session = buildSessionUser();
const user = { fullName: session.fullName, email: session.email };

const meta = {
  title: 'Shell/AccountMenu',
  component: AccountMenu,
  args: { user, onProfile: fn(), onSettings: fn(), onLogout: fn() },
  decorators: [
    (Story) => (
      <div className="flex justify-end p-2">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Opened (e.g. pressed while its code loaded): the name, email and the three actions. */
export const Open: Story = { args: { defaultOpen: true } };

/** Without a settings handler there is no Settings entry. */
export const WithoutSettings: Story = {
  args: { defaultOpen: true, onSettings: undefined },
  play: async ({ canvasElement }) => {
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(within(menu).queryByRole('menuitem', { name: 'Settings' })).toBeNull();
  },
};

/** ArrowDown on the button opens the menu; arrows move; Enter chooses; Escape returns focus. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', {
      name: `Account menu for ${user.fullName}`,
    });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await body.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());

    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** The button alone (shown while the menu's code loads) looks the same as the menu's trigger. */
export const ButtonOnly: Story = {
  render: (args) => <AccountMenuButton user={args.user} />,
};
