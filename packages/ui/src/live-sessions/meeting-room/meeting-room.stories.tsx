import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MeetingStatus, MeetingType } from '@portal/domain';
import { buildLiveClass } from '@portal/domain/fixtures';
import { MeetingRoom } from './meeting-room';

const liveClass = buildLiveClass();
const start = new Date(liveClass.StartTime).getTime();

const meta = {
  title: 'Live Sessions/MeetingRoom',
  component: MeetingRoom,
  tags: ['autodocs'],
  args: {
    topic: liveClass.Topic,
    subjectName: liveClass.SubjectName ?? undefined,
    teacherName: liveClass.TeacherName,
    startTime: liveClass.StartTime,
    durationMinutes: liveClass.DurationMinutes,
    meetingType: MeetingType.RecurringFixedTime,
    status: MeetingStatus.Started,
    now: start + 10 * 60 * 1000,
    isSubscribed: true,
    canJoin: true,
    joinedAt: null,
    attendeeCount: 14,
    onJoin: fn(),
  },
} satisfies Meta<typeof MeetingRoom>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LiveReadyToJoin: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Join session' }));
    await expect(args.onJoin).toHaveBeenCalledOnce();
  },
};
export const Joined: Story = {
  args: {
    joinedAt: new Date(start + 11 * 60 * 1000).toISOString(),
    attendeeCount: 15,
    children: <p className="text-sm">The teacher&apos;s screen and audio appear here.</p>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/attendance is recorded/);
    await expect(within(canvasElement).queryByRole('button', { name: 'Join session' })).toBeNull();
  },
};
export const OpensSoon: Story = {
  args: { status: MeetingStatus.Scheduled, canJoin: false, now: start - 3 * 3600 * 1000, attendeeCount: 0 },
  play: async ({ canvasElement }) => {
    const join = within(canvasElement).getByRole('button', { name: 'Join session' });
    await expect(join).toBeDisabled();
    await expect(join).toHaveAccessibleDescription('Joining opens 10 minutes before the start.');
  },
};
export const NotSubscribed: Story = { args: { isSubscribed: false, canJoin: false } };
export const Ended: Story = { args: { status: MeetingStatus.Completed, canJoin: false, now: start + 3 * 3600 * 1000 } };
export const Cancelled: Story = { args: { status: MeetingStatus.Cancelled, canJoin: false, now: start - 3600 * 1000, attendeeCount: 0 } };
