import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildCourseMiscContents } from '@portal/domain/fixtures';
import { MiscVideoList } from './misc-video-list';

// The demo course's shelf (the server seeds the same videos).
const shelf = buildCourseMiscContents(500);

const meta = {
  title: 'Courses/MiscVideoList',
  component: MiscVideoList,
  tags: ['autodocs'],
  args: {
    items: shelf.slice(0, 10),
    totalRecords: shelf.length,
    loading: false,
    onLoadMore: fn(),
    onPlay: fn(),
  },
} satisfies Meta<typeof MiscVideoList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of ten, more on the server. */
export const FirstPage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`10 of ${shelf.length} videos`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(shelf[0]!.Title) }));
    await expect(args.onPlay).toHaveBeenCalledWith(shelf[0]);
  },
};

/** Everything loaded: no Load more; the one playing is marked. */
export const AllLoaded: Story = {
  args: { items: shelf, selectedId: shelf[1]!.ContentId },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
    await expect(canvas.getByRole('button', { pressed: true })).toHaveTextContent('Playing');
  },
};

export const LoadingMore: Story = { args: { loadingMore: true } };
export const Loading: Story = { args: { loading: true, items: [] } };
export const Empty: Story = { args: { items: [], totalRecords: 0 } };
