import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContentFilter } from '@portal/domain';
import { ContentTypeFilter } from './content-type-filter';

const meta = {
  title: 'Courses/ContentTypeFilter',
  component: ContentTypeFilter,
  tags: ['autodocs'],
  args: { onValueChange: fn() },
} satisfies Meta<typeof ContentTypeFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  args: { value: ContentFilter.All },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Reading' }));
    await expect(args.onValueChange).toHaveBeenCalledWith(ContentFilter.Reading);
  },
};
export const Video: Story = { args: { value: ContentFilter.Video } };
export const Reading: Story = { args: { value: ContentFilter.Reading } };
