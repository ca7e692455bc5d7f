import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RatingStars } from './rating-stars';

const meta = {
  title: 'Courses/RatingStars',
  component: RatingStars,
  tags: ['autodocs'],
  args: { label: 'Rate this course', onValueChange: fn() },
} satisfies Meta<typeof RatingStars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotRated: Story = { args: { value: 0 } };

export const Rated: Story = { args: { value: 4 } };

export const ReadOnly: Story = { args: { value: 3, readOnly: true } };

export const Disabled: Story = { args: { value: 2, disabled: true } };

export const Small: Story = { args: { value: 5, size: 'sm' } };

/** Keyboard: Tab focuses the group, arrow keys pick the next star. */
export const Keyboard: Story = {
  args: { value: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '2 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('radio', { name: '5 stars' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(5);
  },
};
