import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContentFilter } from '@portal/domain';
import { buildBookmark } from '@portal/domain/fixtures';
import { BookmarkList } from './bookmark-list';

const bookmarks = [0, 1, 2, 3].map((index) => buildBookmark({}, index));

const meta = {
  title: 'Courses/BookmarkList',
  component: BookmarkList,
  tags: ['autodocs'],
  args: {
    bookmarks,
    totalRecords: bookmarks.length,
    filter: ContentFilter.All,
    onFilterChange: fn(),
    onOpen: fn(),
    onRemove: fn(),
    onLoadMore: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BookmarkList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Reading' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith(ContentFilter.Reading);
  },
};
export const VideoFilter: Story = { args: { filter: ContentFilter.Video } };
export const ReadingFilter: Story = { args: { filter: ContentFilter.Reading } };
export const HasMore: Story = { args: { totalRecords: 9 } };
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { bookmarks: [], totalRecords: 0 } };
