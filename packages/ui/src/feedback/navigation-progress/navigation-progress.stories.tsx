import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { NavigationProgress } from './navigation-progress';

const meta = {
  title: 'Feedback/NavigationProgress',
  component: NavigationProgress,
  // Finished bars stay visible in the catalogue so the colours can be reviewed.
  args: { state: 'loading', hideAfterMs: null },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NavigationProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Trickles up in steps, passes 95 % and finishes by itself (a short duration for the story). */
export const Loading: Story = {
  args: { durationMs: 800 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Page loading' });
    const first = Number(bar.getAttribute('aria-valuenow'));
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(first));
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(40));
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'), { timeout: 3000 });
  },
};

export const Success: Story = {
  args: { state: 'success' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveAttribute('data-outcome', 'success');
  },
};

export const Failure: Story = {
  args: { state: 'failure' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute(
      'data-outcome',
      'failure',
    );
  },
};

export const Idle: Story = {
  args: { state: 'idle' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).not.toBeInTheDocument();
  },
};
