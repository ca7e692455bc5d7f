import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BookmarkToggle } from './bookmark-toggle';

const meta = {
  title: 'Courses/BookmarkToggle',
  component: BookmarkToggle,
  tags: ['autodocs'],
  args: { pressed: false, onPressedChange: fn() },
} satisfies Meta<typeof BookmarkToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not bookmarked: pressing asks to save the bookmark. */
export const NotBookmarked: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Bookmark' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(args.onPressedChange).toHaveBeenCalledWith(true);
  },
};

/** Bookmarked: pressing asks to remove it. */
export const Bookmarked: Story = {
  args: { pressed: true },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Bookmark' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(args.onPressedChange).toHaveBeenCalledWith(false);
  },
};

/** While the change is saved the toggle cannot be pressed again. */
export const Pending: Story = {
  args: { pressed: true, pending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Bookmark' })).toBeDisabled();
  },
};
