import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActivityType } from '@portal/domain';
import { buildSearchItem } from '@portal/domain/fixtures';
import { SearchResults } from './search-results';

const results = [
  buildSearchItem(),
  buildSearchItem({
    Title: 'Biology: Cell organelles',
    ActivityType: ActivityType.reading,
    ContentId: 1120,
    SOSDetailContentId: 1120,
  }),
  buildSearchItem({
    Title: 'Cell division quiz',
    ActivityType: ActivityType.test,
    ContentId: null,
    SOSDetailContentId: null,
    SOSDetailId: 112,
    Snippet: 'Ten questions on mitosis and the cell cycle.',
  }),
];

const meta = {
  title: 'Search/SearchResults',
  component: SearchResults,
  tags: ['autodocs'],
  args: {
    searchText: 'cell',
    results,
    totalRecords: results.length,
    onOpen: fn(),
    onLoadMore: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Cell division quiz/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(results[2]);
  },
};
export const HasMore: Story = { args: { totalRecords: 14 } };
export const Loading: Story = { args: { results: [], loading: true } };
export const NoResults: Story = {
  args: { searchText: 'photosynthesis', results: [], totalRecords: 0 },
};
/** Each searched word is marked where a word starts with it (the server matches word prefixes). */
export const SeveralWords: Story = {
  args: { searchText: 'cell organ', results: results.slice(0, 2), totalRecords: 2 },
  play: async ({ canvasElement }) => {
    const marks = [...canvasElement.querySelectorAll('mark')].map((mark) => mark.textContent);
    await expect(marks).toEqual(expect.arrayContaining(['cell', 'organelles', 'Cell']));
    await expect(marks).not.toContain('ell');
  },
};
