import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MeetingStatus } from '@portal/domain';
import { buildLiveClassSchedule } from '@portal/domain/fixtures';
import { MeetingCountdown } from './meeting-countdown';

const schedule = buildLiveClassSchedule();
const start = new Date(schedule.StartTime).getTime();

const meta = {
  title: 'Live Sessions/MeetingCountdown',
  component: MeetingCountdown,
  tags: ['autodocs'],
  args: { startTime: schedule.StartTime, status: MeetingStatus.Scheduled, now: start - (26 * 3600 + 125) * 1000 },
} satisfies Meta<typeof MeetingCountdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DaysAhead: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Starts in 1 d 02:02:05')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('Starts in about 26 hours')).toBeInTheDocument();
  },
};
export const MinutesAhead: Story = { args: { now: start - 8 * 60 * 1000 } };
export const StartingNow: Story = { args: { now: start + 30 * 1000 } };
export const Live: Story = { args: { status: MeetingStatus.Started, now: start + 10 * 60 * 1000 } };
export const Ended: Story = { args: { status: MeetingStatus.Completed, now: start + 3 * 3600 * 1000 } };
export const Cancelled: Story = { args: { status: MeetingStatus.Cancelled } };
