import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MeetingServiceNotice } from './meeting-service-notice';

// The demo seed's started lecture (live.seed.ts: meeting number 8_100_000_000 + topic * 10 + index).
const meta = {
  title: 'Live Sessions/MeetingServiceNotice',
  component: MeetingServiceNotice,
  tags: ['autodocs'],
  args: { problem: 'not-configured', joinUrl: 'https://zoom.us/j/8100100100', passcode: 'demo10' },
} satisfies Meta<typeof MeetingServiceNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotConfigured: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Video meetings are not set up on this portal.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /zoom\.us\/j\/8100100100/ })).toHaveAttribute('href', 'https://zoom.us/j/8100100100');
    await expect(canvas.getByText('demo10')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};
export const Unreachable: Story = {
  args: { problem: 'unreachable', detail: 'the Zoom client did not load', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const NoMeetingLink: Story = { args: { joinUrl: null, passcode: null } };
