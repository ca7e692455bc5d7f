import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ViewerErrors } from './viewer-errors';

const meta = {
  title: 'Imaging/ViewerErrors',
  component: ViewerErrors,
  tags: ['autodocs'],
  args: {
    total: 40,
    problems: [
      { position: 7, reason: 'transfer syntax 1.2.840.10008.1.2.4.90 (JPEG 2000) is not supported yet' },
      { position: 12, reason: 'the file is not DICOM (no DICM prefix)' },
    ],
  },
} satisfies Meta<typeof ViewerErrors>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoUnreadable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 images of 40 could not be shown');
    await expect(canvas.getByText(/Image 7:/)).toBeVisible();
  },
};

export const OneUnreadable: Story = { args: { total: 1, problems: [{ position: 1, reason: 'the server answered 404 (not found)' }] } };
