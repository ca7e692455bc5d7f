import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContentsPanel } from './contents-panel';

const meta = {
  title: 'Ebooks/ContentsPanel',
  component: ContentsPanel,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  args: {
    items: [
      { key: '1', label: '1. Quantum numbers and the shapes of orbitals', page: 3 },
      { key: '2', label: '2. Electronic configuration: rules and exceptions', page: 6 },
      { key: '2.1', label: 'The Aufbau principle', depth: 1, page: 6 },
      { key: '3', label: '3. Ionic, covalent and coordinate covalent bonds', page: 9 },
    ],
    currentKey: '2',
    onOpenItem: fn(),
    onSearch: fn(),
    onOpenResult: fn(),
  },
} satisfies Meta<typeof ContentsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Contents: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /3\. Ionic, covalent/ }));
    await expect(args.onOpenItem).toHaveBeenCalledWith('3');
    await expect(
      canvas.getByRole('button', { name: /2\. Electronic configuration/ }),
    ).toHaveAttribute('aria-current', 'location');
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search in the book' }),
      ' orbital {Enter}',
    );
    await expect(args.onSearch).toHaveBeenCalledWith('orbital');
  },
};

export const Results: Story = {
  args: {
    searchResults: [
      {
        key: 'a',
        label: 'Page 4',
        before: 'the region where the probability of finding an ',
        match: 'electron',
        after: ' is highest',
      },
      {
        key: 'b',
        label: 'Page 7',
        before: 'each orbital holds at most two ',
        match: 'electron',
        after: 's of opposite spin',
      },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 results')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Page 7/ }));
    await expect(args.onOpenResult).toHaveBeenCalledWith('b');
  },
};

export const NoResults: Story = { args: { searchResults: [] } };
export const Searching: Story = { args: { searching: true } };
export const NoContents: Story = { args: { items: [], currentKey: null } };
