import type { Meta, StoryObj } from '@storybook/react-vite';
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
