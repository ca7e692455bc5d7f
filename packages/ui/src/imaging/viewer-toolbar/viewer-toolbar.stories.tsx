import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ctWindowPresets } from '@portal/domain';
import { ViewerToolbar } from './viewer-toolbar';

const meta = {
  title: 'Imaging/ViewerToolbar',
  component: ViewerToolbar,
  tags: ['autodocs'],
  args: {
    tool: 'windowLevel',
    onToolChange: fn(),
    presets: ctWindowPresets.map((preset) => ({ ...preset })),
    onPreset: fn(),
    inverted: false,
    onInvert: fn(),
    onReset: fn(),
    playing: false,
    onPlayToggle: fn(),
    frameRate: 10,
    onFrameRateChange: fn(),
    onHelp: fn(),
  },
} satisfies Meta<typeof ViewerToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A CT: the five presets; choosing one calls back with its values. */
export const ComputedTomography: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Lung' }));
    await expect(args.onPreset).toHaveBeenCalledWith(expect.objectContaining({ Key: 'lung', Center: -600, Width: 1500 }));
    await expect(canvas.getByRole('button', { name: 'Window/level' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Measuring an angle, a preset applied, inverted, flipped left-right, cine playing; rotate calls back. */
export const Active: Story = {
  args: { tool: 'angle', activePreset: 'bone', inverted: true, playing: true, frameRate: 24, onRotate: fn(), onFlipHorizontal: fn(), onFlipVertical: fn(), flippedHorizontal: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Angle' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Flip ↔' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Flip ↕' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Rotate 90°' }));
    await expect(args.onRotate).toHaveBeenCalledOnce();
  },
};

/** A radiograph: no CT presets, one image so no cine. */
export const SingleImage: Story = { args: { presets: [], canPlay: false } };

/** A configuration that enables only some tools (DicomConfiguration's Tools): no angle, invert or cine. */
export const LimitedTools: Story = {
  args: { tools: ['windowLevel', 'pan', 'zoom', 'length'], onInvert: undefined, showCine: false, onRotate: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Drag tool' }).querySelectorAll('button')).toHaveLength(4);
    await expect(canvas.queryByRole('button', { name: 'Angle' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Invert' })).toBeNull();
    await expect(canvas.queryByRole('group', { name: 'Cine' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Rotate 90°' })).toBeInTheDocument();
  },
};
