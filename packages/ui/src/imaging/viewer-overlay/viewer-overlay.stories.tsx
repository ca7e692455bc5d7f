import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ViewerOverlay } from './viewer-overlay';

const meta = {
  title: 'Imaging/ViewerOverlay',
  component: ViewerOverlay,
  tags: ['autodocs'],
  args: { slice: 20, sliceCount: 40, windowCenter: 40, windowWidth: 400, zoom: 1.17, description: 'CT · Axial 2.5 mm soft tissue' },
  decorators: [(Story) => <div className="h-64 w-96 bg-black"><Story /></div>],
} satisfies Meta<typeof ViewerOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('overlay-slice')).toHaveTextContent('Im 20/40');
    await expect(canvas.getByTestId('overlay-window')).toHaveTextContent('W 400 L 40');
  },
};

/** The lung preset and a measurement of the calibration beads. */
export const LungWithMeasurement: Story = { args: { windowCenter: -600, windowWidth: 1500, measurement: '100.0 mm', zoom: 2 } };

/** An angle measured on an image turned a quarter and mirrored left-right. */
export const AngleRotated: Story = {
  args: { measurement: '100.0 mm', angle: '45.0°', orientation: 'R90 H' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('overlay-angle')).toHaveTextContent('Angle 45.0°');
    await expect(canvas.getByTestId('overlay-orientation')).toHaveTextContent('R90 H');
  },
};
