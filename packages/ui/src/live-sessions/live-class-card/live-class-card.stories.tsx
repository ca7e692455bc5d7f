import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MeetingStatus, MeetingType } from '@portal/domain';
import { buildLiveClass } from '@portal/domain/fixtures';
import { LiveClassCard } from './live-class-card';

const liveClass = buildLiveClass();

const meta = {
  title: 'Live Sessions/LiveClassCard',
  component: LiveClassCard,
  tags: ['autodocs'],
  args: {
    topic: liveClass.Topic,
    subjectName: liveClass.SubjectName ?? undefined,
    teacherName: liveClass.TeacherName,
    startTime: liveClass.StartTime,
    durationMinutes: liveClass.DurationMinutes,
    meetingType: liveClass.MeetingType,
    status: liveClass.MeetingStatus,
    isSubscribed: liveClass.IsSubscribed,
    onSubscribe: fn(),
    onJoin: fn(),
  },
} satisfies Meta<typeof LiveClassCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ScheduledNotSubscribed: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Subscribe' }));
    await expect(args.onSubscribe).toHaveBeenCalledOnce();
  },
};
export const ScheduledSubscribed: Story = { args: { isSubscribed: true } };
export const StartedJoin: Story = {
  args: { status: MeetingStatus.Started, isSubscribed: true, meetingType: MeetingType.Instant },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Join now/ }));
    await expect(args.onJoin).toHaveBeenCalledOnce();
  },
};
export const OpensInMinutes: Story = { args: { isSubscribed: true, canJoin: true } };
export const StartedNotSubscribed: Story = { args: { status: MeetingStatus.Started } };
export const Completed: Story = { args: { status: MeetingStatus.Completed, isSubscribed: true } };
export const Cancelled: Story = { args: { status: MeetingStatus.Cancelled } };
export const RecurringFixedTime: Story = { args: { meetingType: MeetingType.RecurringFixedTime } };
export const RecurringNoFixedTime: Story = {
  args: { meetingType: MeetingType.RecurringNoFixedTime },
};
