import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReaderToolbar } from './reader-toolbar';

const meta = {
  title: 'Ebooks/ReaderToolbar',
  component: ReaderToolbar,
  tags: ['autodocs'],
  args: {
    page: 7,
    pageCount: 24,
    zoom: 1,
    annotationCount: 3,
    onPageChange: fn(),
    onZoomChange: fn(),
    onToggleBookmark: fn(),
    onToggleNotebook: fn(),
  },
} satisfies Meta<typeof ReaderToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reading: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(8);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
    // Go to page: typed numbers beyond the book are kept within it.
    const pageInput = canvas.getByRole('textbox', { name: 'Go to page' });
    await userEvent.clear(pageInput);
    await userEvent.type(pageInput, '99{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(24);
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await expect(args.onZoomChange).toHaveBeenLastCalledWith(1.25);
    await userEvent.click(canvas.getByRole('button', { name: 'Bookmark this page' }));
    await expect(args.onToggleBookmark).toHaveBeenCalledOnce();
  },
};
export const FirstPage: Story = { args: { page: 1 } };
export const Bookmarked: Story = { args: { bookmarked: true, notebookOpen: true } };
export const ZoomedIn: Story = { args: { zoom: 3 } };
export const Loading: Story = {
  args: { page: 1, pageCount: 0, disabled: true, annotationCount: 0 },
};
/** At a phone's width the controls wrap onto two rows. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div className="w-[360px]">
        <Story />
      </div>
    ),
  ],
};
/** An EPUB: no fixed pages, so the place in the book, text size and the table of contents. */
export const Reflowing: Story = {
  args: {
    page: 1,
    pageCount: 0,
    locationLabel: 'Quantum numbers and the shapes of orbitals · 23%',
    fontScale: 1,
    onPrevious: fn(),
    onNext: fn(),
    onFontScaleChange: fn(),
    onToggleContents: fn(),
    onToggleReadingTheme: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: 'Go to page' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Dark reading theme' }));
    await expect(args.onToggleReadingTheme).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onNext).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPrevious).toHaveBeenCalledOnce();
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Larger text' }));
    await expect(args.onFontScaleChange).toHaveBeenLastCalledWith(1.15);
    await userEvent.click(canvas.getByRole('button', { name: 'Contents' }));
    await expect(args.onToggleContents).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Bookmark this place' })).toBeEnabled();
  },
};
