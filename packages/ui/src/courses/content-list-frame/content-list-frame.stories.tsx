import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContentFilter } from '@portal/domain';
import { EmptyState } from '../../feedback/empty-state/empty-state';
import { ContentListFrame } from './content-list-frame';

const list = (
  <ul className="grid gap-2">
    {['Cell structure', 'Enzymes', 'Genetics'].map((title) => (
      <li key={title} className="rounded-lg border border-border bg-card p-3 text-sm">
        {title}
      </li>
    ))}
  </ul>
);

const meta = {
  title: 'Courses/ContentListFrame',
  component: ContentListFrame,
  tags: ['autodocs'],
  args: {
    slot: 'example-list',
    label: 'Saved items',
    filterLabel: 'Filter saved items',
    filter: ContentFilter.All,
    onFilterChange: fn(),
    loading: false,
    skeletonCount: 3,
    skeletonClassName: 'h-12',
    empty: <EmptyState avatar="norecord" message="Nothing saved yet." />,
    isEmpty: false,
    hasMore: false,
    onLoadMore: fn(),
    list,
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContentListFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Saved items' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true, hasMore: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading saved items')).toBeInTheDocument();
    // Load more waits for the page in flight.
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

export const Empty: Story = { args: { isEmpty: true } };

export const WithMore: Story = {
  args: { hasMore: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};
