import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MainNav, type MainNavItem } from './main-nav';

const items: MainNavItem[] = [
  { label: 'My Courses', href: '/dashboard', active: true },
  { label: 'Notifications', href: '/dashboard/notifications' },
  { label: 'My Invoices', href: '/dashboard/myInvoices' },
  { label: 'My Subscriptions', href: '/dashboard/mySubscriptions' },
  { label: 'Profile', href: '/dashboard/profile' },
];

const meta = {
  title: 'Shell/MainNav',
  component: MainNav,
  parameters: { layout: 'fullscreen' },
  args: { items },
} satisfies Meta<typeof MainNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first entry is the current page: underlined and marked aria-current="page". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'My Courses' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Profile' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

/** Another page is current. */
export const ProfileActive: Story = {
  args: { items: items.map((item) => ({ ...item, active: item.label === 'Profile' })) },
};

/** No entry is current (a page outside the navigation, e.g. an invoice summary). */
export const NoneActive: Story = {
  args: { items: items.map((item) => ({ ...item, active: false })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('link', { current: 'page' })).toHaveLength(0);
  },
};

/** Tab moves through the entries and shows the focus ring. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Notifications' })).toHaveFocus();
  },
};

const onNavigate = fn();

/** The app passes its router's link through renderLink; the props carry the look and aria-current. */
export const CustomLink: Story = {
  args: {
    renderLink: ({ href, children, ...props }, item) => (
      <a
        {...props}
        href={href}
        data-router-link=""
        onClick={(event) => {
          event.preventDefault();
          onNavigate(item.href);
        }}
      >
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    onNavigate.mockClear();
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'My Invoices' });
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.click(link);
    await expect(onNavigate).toHaveBeenCalledWith('/dashboard/myInvoices');
    await expect(canvas.getByRole('link', { name: 'My Courses' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** On a narrow screen the entries wrap onto a second row. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
};
