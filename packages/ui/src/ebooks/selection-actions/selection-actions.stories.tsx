import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { parseEBookActivityData } from '@portal/domain';
import { buildEBookActivity } from '@portal/domain/fixtures';
import { SelectionActions } from './selection-actions';

const quote = parseEBookActivityData(buildEBookActivity())?.target.selector.find(
  (selector) => selector.type === 'TextQuoteSelector',
);

const meta = {
  title: 'Ebooks/SelectionActions',
  component: SelectionActions,
  tags: ['autodocs'],
  args: {
    selectedText: quote?.type === 'TextQuoteSelector' ? quote.exact : '',
    onHighlight: fn(),
    onNote: fn(),
  },
} satisfies Meta<typeof SelectionActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Selected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Highlight in green' }));
    await expect(args.onHighlight).toHaveBeenCalledWith('#86efac');
    await userEvent.click(canvas.getByRole('button', { name: 'Note' }));
    await expect(args.onNote).toHaveBeenCalledOnce();
  },
};
export const Saving: Story = { args: { pending: true } };
