import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContentFilter } from '@portal/domain';
import { buildNote } from '@portal/domain/fixtures';
import { NoteList } from './note-list';

const notes = [0, 1, 2, 3].map((index) => buildNote({}, index));

const meta = {
  title: 'Courses/NoteList',
  component: NoteList,
  tags: ['autodocs'],
  args: {
    notes,
    totalRecords: notes.length,
    filter: ContentFilter.All,
    onFilterChange: fn(),
    onOpen: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onLoadMore: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NoteList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Video' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith(ContentFilter.Video);
    await userEvent.click(canvas.getAllByRole('button', { name: /Delete note/ })[0]!);
    await expect(args.onDelete).toHaveBeenCalledWith(notes[0]);
  },
};
export const VideoFilter: Story = { args: { filter: ContentFilter.Video } };
export const ReadingFilter: Story = { args: { filter: ContentFilter.Reading } };
export const HasMore: Story = { args: { totalRecords: 12 } };
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { notes: [], totalRecords: 0 } };

/** One content item's own notes (no filter), the one opened from /notes marked current. */
export const OneContentWithCurrent: Story = {
  args: {
    showFilter: false,
    label: 'My notes on this reading',
    activeNoteId: notes[1]!.CandidateNoteId,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(canvas.getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'true');
  },
};
