import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildDicomStudy } from '@portal/domain/fixtures';
import { SeriesThumbnails } from './series-thumbnails';

const ct = buildDicomStudy({}, 40).Series[0]!;
const scout = { ...buildDicomStudy({}, 1).Series[0]!, SeriesInstanceUid: '2.25.1001.2', SeriesNumber: 2, Description: 'Scout' };

const meta = {
  title: 'Imaging/SeriesThumbnails',
  component: SeriesThumbnails,
  tags: ['autodocs'],
  args: { series: [ct, scout], selected: ct.SeriesInstanceUid, onSelect: fn() },
} satisfies Meta<typeof SeriesThumbnails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoSeries: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Axial 2.5 mm/ })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /Scout/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(scout);
  },
};
