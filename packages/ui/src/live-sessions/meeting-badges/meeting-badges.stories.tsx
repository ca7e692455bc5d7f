import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MeetingStatus, MeetingType } from '@portal/domain';
import { MeetingStatusBadge, MeetingTypeBadge } from './meeting-badges';

const meta = {
  title: 'Live Sessions/MeetingBadges',
  component: MeetingStatusBadge,
  tags: ['autodocs'],
  args: { status: MeetingStatus.Scheduled },
} satisfies Meta<typeof MeetingStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every meeting status (Scheduled 1, Started 2, Completed 3, Cancelled 4). */
export const Statuses: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {Object.values(MeetingStatus).map((status) => (
        <MeetingStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Live now')).toHaveAttribute(
      'data-status',
      String(MeetingStatus.Started),
    );
    await expect(canvas.getByText('Cancelled')).toBeVisible();
  },
};

/** Every meeting type (Instant 1, Scheduled 2, recurring with no fixed time 3, recurring with fixed time 8). */
export const Types: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {Object.values(MeetingType).map((type) => (
        <MeetingTypeBadge key={type} type={type} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Recurring, fixed time')).toBeVisible();
    await expect(canvas.getByText('Instant')).toBeVisible();
  },
};
