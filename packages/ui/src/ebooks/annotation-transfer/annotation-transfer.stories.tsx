import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { parseEBookAnnotationsImport } from '@portal/domain';
import { AnnotationTransfer } from './annotation-transfer';

// The refusal the domain gives for a file that is not JSON (the stories show the real wording).
const refused = parseEBookAnnotationsImport('{not json', 'pdf', {
  Notes: [],
  Bookmarks: [],
  Highlights: [],
});

const meta = {
  title: 'Ebooks/AnnotationTransfer',
  component: AnnotationTransfer,
  tags: ['autodocs'],
  args: { onExport: fn(), onImport: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AnnotationTransfer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await expect(args.onExport).toHaveBeenCalledOnce();
    await userEvent.upload(
      canvas.getByLabelText('Annotations file to import'),
      new File(['{}'], 'notes.json', { type: 'application/json' }),
    );
    await expect(args.onImport).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'notes.json' }),
    );
  },
};
export const NothingToExport: Story = { args: { nothingToExport: true } };
export const Importing: Story = { args: { importing: true } };
export const Refused: Story = {
  args: { importMessage: { kind: 'error', text: refused.ok ? '' : refused.message } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The file is not JSON.',
    );
  },
};
export const Imported: Story = {
  args: {
    importMessage: { kind: 'done', text: '3 annotations imported; 1 was already in the book.' },
  },
};
