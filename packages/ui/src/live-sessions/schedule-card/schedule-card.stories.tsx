import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MeetingStatus, MeetingType } from '@portal/domain';
import { buildLiveClass, buildLiveClassSchedule } from '@portal/domain/fixtures';
import { ScheduleCard } from './schedule-card';

const schedule = buildLiveClassSchedule({ Topic: 'Organic Reactions' }, 1);
const end = new Date(
  Date.parse(schedule.StartTime) + schedule.DurationMinutes * 60_000,
).toISOString();

const meta = {
  title: 'Live Sessions/ScheduleCard',
  component: ScheduleCard,
  tags: ['autodocs'],
  args: {
    topic: schedule.Topic,
    startTime: schedule.StartTime,
    endTime: end,
    teacherName: buildLiveClass({}, 1).TeacherName,
    meetingType: MeetingType.Scheduled,
    status: schedule.MeetingStatus,
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ScheduleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scheduled: Story = {};
export const Started: Story = {
  args: { status: MeetingStatus.Started, meetingType: MeetingType.Instant },
};
export const Completed: Story = { args: { status: MeetingStatus.Completed } };
export const Cancelled: Story = { args: { status: MeetingStatus.Cancelled } };
export const RecurringFixedTime: Story = { args: { meetingType: MeetingType.RecurringFixedTime } };
export const RecurringNoFixedTime: Story = {
  args: { meetingType: MeetingType.RecurringNoFixedTime, endTime: undefined },
};

/**
 * A recurring London class after the clocks went forward, shown in the candidate's profile zone
 * (here London itself; a New York candidate would see 01:30 PM EDT), whatever the device's zone.
 */
export const InCandidateTimeZone: Story = {
  args: {
    meetingType: MeetingType.RecurringFixedTime,
    startTime: '2026-04-03T17:30:00.000Z',
    endTime: '2026-04-03T18:30:00.000Z',
    timeZone: 'Europe/London',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Fri 03 Apr, 2026/)).toBeInTheDocument();
    await expect(canvasElement).toHaveTextContent('06:30 PM – 07:30 PM BST');
  },
};
