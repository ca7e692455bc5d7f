import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
