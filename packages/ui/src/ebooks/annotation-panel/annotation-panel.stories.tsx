import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { eBookAnnotationItems } from '@portal/domain';
import { demoWorld } from '@portal/domain/fixtures';
import { AnnotationFilter, AnnotationPanel } from './annotation-panel';

const ofBook = demoWorld.candidate.ebookActivities.filter((activity) => activity.EBookId === 501);
const items = eBookAnnotationItems({
  Notes: ofBook.filter((activity) => activity.Kind === 'note'),
  Bookmarks: ofBook.filter((activity) => activity.Kind === 'bookmark'),
  Highlights: ofBook.filter((activity) => activity.Kind === 'highlight'),
});

const meta = {
  title: 'Ebooks/AnnotationPanel',
  component: AnnotationPanel,
  tags: ['autodocs'],
  args: { items, onFilterChange: fn(), onOpen: fn(), onRemove: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AnnotationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Highlight, Page 7' }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ eBookActivityId: 1 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete bookmark, page 11' }));
    await expect(args.onRemove).toHaveBeenCalledWith(
      expect.objectContaining({ eBookActivityId: 3 }),
    );
  },
};
export const NotesOnly: Story = {
  args: { filter: AnnotationFilter.note },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/^Bookmark, Page 11$/)).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Highlights' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith(AnnotationFilter.highlight);
  },
};
export const EmptyFilter: Story = {
  args: {
    filter: AnnotationFilter.bookmark,
    items: items.filter((item) => item.kind !== 'bookmark'),
  },
};
export const Empty: Story = { args: { items: [] } };
export const Loading: Story = { args: { loading: true } };
/** A highlight whose text is no longer in the re-issued book: listed apart, still deletable. */
export const Orphaned: Story = {
  args: { orphanedIds: new Set([1]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const orphaned = within(canvas.getByRole('list', { name: 'Not found in this edition' }));
    await expect(orphaned.getByText(/Prokaryotes/)).toBeVisible();
    await expect(orphaned.queryByRole('button', { name: 'Highlight, Page 7' })).toBeNull();
  },
};
/** With editing: a note's text can be changed, a highlight can get a note; bookmarks have none. */
export const Editable: Story = {
  args: { onEdit: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Edit the note of note/ }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ eBookActivityId: 2 }));
    await userEvent.click(canvas.getByRole('button', { name: /^Add a note to highlight/ }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ eBookActivityId: 1 }));
    await expect(
      canvas.queryByRole('button', { name: /^(Edit the note of|Add a note to) bookmark/ }),
    ).toBeNull();
  },
};
