import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { focusRingAtOnce } from '../../lib/testing/focus-ring';
import { SegmentedFilter } from './segmented-filter';

const options = [
  { value: 1, label: 'First' },
  { value: 2, label: 'Second' },
  { value: 3, label: 'Third' },
] as const;

const meta = {
  title: 'Primitives/SegmentedFilter',
  component: SegmentedFilter<number>,
  tags: ['autodocs'],
  args: { label: 'Example filter', options, value: 1, onValueChange: fn() },
} satisfies Meta<typeof SegmentedFilter<number>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Third' }));
    await expect(args.onValueChange).toHaveBeenCalledWith(3);
  },
};

export const Small: Story = { args: { size: 'sm', value: 2 } };

/** Tab into the group: the selected option's ring is in the ring colour at once (no fade-in). */
export const FocusRing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const radio = canvas.getByRole('radio', { name: 'First' });
    await expect(radio).toHaveFocus();
    const option = radio.closest('label')!;
    const ring = focusRingAtOnce(option);
    await expect(ring.animatesOutline).toBe(false);
    await expect(ring.outlineStyle).toBe('solid');
    await expect(ring.outlineColor).toBe(ring.ring);
  },
};
