import type { Meta, StoryObj } from '@storybook/react-vite';
import { MeetingStatus, MeetingType } from '@portal/domain';
import { ScheduleCard } from './schedule-card';

const meta = {
  title: 'Learning/ScheduleCard',
  component: ScheduleCard,
  tags: ['autodocs'],
  args: {
    topic: 'Organic chemistry — doubt session',
    startTime: '2026-11-24T11:00:00Z',
    endTime: '2026-11-24T12:30:00Z',
    teacherName: 'Mr. Bilal Ahmed',
    meetingType: MeetingType.Scheduled,
    status: MeetingStatus.Scheduled,
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
