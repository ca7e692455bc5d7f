import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { filterNotebook, notebookFacets, type NotebookFilter } from '@portal/domain';
import { buildNotebookEntries } from '@portal/domain/fixtures';
import { NotebookList, type NotebookListProps } from './notebook-list';

const entries = buildNotebookEntries();
const facets = notebookFacets(entries);

/** The list with its filter kept in state, as the portal keeps it (in the address). */
function Filtered(props: NotebookListProps & { initialFilter?: NotebookFilter }) {
  const { initialFilter = {}, onFilterChange, ...rest } = props;
  const [filter, setFilter] = useState<NotebookFilter>(initialFilter);
  return (
    <NotebookList
      {...rest}
      filter={filter}
      entries={rest.loading ? [] : filterNotebook(rest.entries, filter)}
      onFilterChange={(next) => {
        setFilter(next);
        onFilterChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Notebook/NotebookList',
  component: NotebookList,
  tags: ['autodocs'],
  args: {
    entries,
    total: entries.length,
    filter: {},
    sources: facets.sources,
    subjects: facets.subjects,
    onFilterChange: fn(),
    onExport: fn(),
  },
  render: (args) => <Filtered {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotebookList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Everything: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`${entries.length} items.`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Export as Markdown' }));
    await expect(args.onExport).toHaveBeenCalledOnce();
  },
};

/** Typing narrows the list; the count says how many of all match. */
export const Searching: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const question = entries.find((entry) => entry.kind === 'mistake')!;
    const word = question.title.split(' ').find((part) => part.length > 6)!;
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search your notebook' }), word);
    const expected = filterNotebook(entries, { search: word }).length;
    await expect(canvas.getByText(`${expected} of ${entries.length} items match.`)).toBeVisible();
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ search: word });
  },
};

/** Only highlights: the kind filter is a radio group (arrow keys move it). */
export const HighlightsOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Highlights' }));
    const items = canvas.getAllByRole('listitem');
    await expect(items.length).toBe(filterNotebook(entries, { group: 'highlights' }).length);
    for (const item of items) await expect(item).toHaveTextContent('Highlight');
  },
};

/** A search that finds nothing offers to clear it. */
export const NothingMatches: Story = {
  render: (args) => <Filtered {...args} initialFilter={{ search: 'zzzz no such words' }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nothing matches. Try other words or clear a filter.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search and filters' }));
    await expect(canvas.getByText(`${entries.length} items.`)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { entries: [], total: 0, sources: [], subjects: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Export as Markdown' })).toBeDisabled();
  },
};

export const Loading: Story = { args: { loading: true } };

/** One part failed: the rest shows, and the student is told what is missing. */
export const PartlyLoaded: Story = {
  args: { missing: ['Your mistakes in NUMS Entry Test Preparation 2027'] },
};
