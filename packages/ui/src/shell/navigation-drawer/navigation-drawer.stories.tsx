import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { NavigationDrawer, type NavigationDrawerProps } from './navigation-drawer';
import { NavigationMenuButton } from './navigation-menu-button';

const items = [
  { label: 'My Courses', href: '#courses' },
  { label: 'Notifications', href: '#notifications', active: true },
  { label: 'My Invoices', href: '#invoices' },
  { label: 'My Subscriptions', href: '#subscriptions' },
  { label: 'Profile', href: '#profile' },
  { label: 'Settings', href: '#settings' },
];

/** The header's menu button and the drawer it opens, as the app wires them. */
function WithMenuButton({ open: initiallyOpen, ...props }: NavigationDrawerProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <NavigationMenuButton onClick={() => setOpen(true)} />
      <NavigationDrawer {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Shell/NavigationDrawer',
  component: NavigationDrawer,
  parameters: { layout: 'fullscreen' },
  render: (args) => <WithMenuButton {...args} />,
  args: {
    open: false,
    onOpenChange: () => undefined,
    title: 'Candidate Portal',
    items,
    // The story stays on its page: a real app passes its router's link here.
    renderLink: ({ children, href, onClick, ...props }) => (
      <a
        {...props}
        href={href}
        onClick={(event) => {
          event.preventDefault();
          onClick?.(event);
        }}
      >
        {children}
      </a>
    ),
  },
} satisfies Meta<typeof NavigationDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { args: { open: true } };

/** Keyboard only: Enter opens, Tab stays inside the drawer, Escape closes and focus returns. */
export const KeyboardAndFocusTrap: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Open navigation' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await body.findByRole('dialog', { name: 'Candidate Portal' });
    await expect(within(drawer).getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(within(drawer).getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Tab past the last link wraps to the first control inside the drawer, never the page behind.
    for (let step = 0; step < items.length + 2; step += 1) {
      await userEvent.tab();
      await expect(drawer).toContainElement(
        canvasElement.ownerDocument.activeElement as HTMLElement,
      );
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Following a link closes the drawer. */
export const FollowLink: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open navigation' }));
    const drawer = await body.findByRole('dialog', { name: 'Candidate Portal' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'My Invoices' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // Focus is left to the page the link opens, not pulled back to the menu button.
    await expect(
      within(canvasElement).getByRole('button', { name: 'Open navigation' }),
    ).not.toHaveFocus();
  },
};
