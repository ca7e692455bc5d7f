import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DicomMetadataPanel } from './dicom-metadata-panel';

const meta = {
  title: 'Imaging/DicomMetadataPanel',
  component: DicomMetadataPanel,
  tags: ['autodocs'],
  args: {
    attributes: [
      { tag: '(0008,0060)', name: 'Modality', value: 'CT' },
      { tag: '(0010,0010)', name: "Patient's Name", value: 'Anonymous' },
      { tag: '(0010,0030)', name: "Patient's Birth Date", value: '' },
      { tag: '(0012,0062)', name: 'Patient Identity Removed', value: 'YES' },
      { tag: '(0028,0030)', name: 'Pixel Spacing', value: '0.7\\0.7' },
      { tag: '(0028,1052)', name: 'Rescale Intercept', value: '-1024' },
    ],
  },
} satisfies Meta<typeof DicomMetadataPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DeIdentified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Anonymous')).toBeVisible();
    await expect(canvas.getByText('(empty)')).toBeVisible();
  },
};

export const NotLoaded: Story = { args: { attributes: [] } };
