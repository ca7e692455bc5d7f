import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SupportThread } from '@portal/domain';
import { demoSupportThreads } from '@portal/domain/fixtures';
import { SupportThreadList } from './support-thread-list';

// The demo world's threads (fixtures/teacher-support.ts), with fixed dates for the screenshots.
const answered: SupportThread[] = demoSupportThreads.map((thread, index) => ({
  ContactMessageId: index + 1,
  CandidateSOSId: thread.candidateSosId,
  SubjectId: thread.subjectId,
  SubjectName: index === 0 ? 'Biology' : 'Chemistry',
  Subject: thread.subject,
  Message: thread.message,
  CreatedOn: '2027-03-02T09:00:00.000Z',
  IsRead: true,
  Replies: thread.replies.map((reply, replyIndex) => ({
    SupportReplyId: index * 10 + replyIndex + 1,
    TeacherName: reply.teacherName,
    Message: reply.message,
    CreatedOn: '2027-03-03T11:30:00.000Z',
  })),
}));
const unread: SupportThread = { ...answered[1]!, ContactMessageId: 3, IsRead: false };
const waiting: SupportThread = {
  ...answered[0]!,
  ContactMessageId: 4,
  SubjectId: null,
  SubjectName: null,
  Subject: 'When is the next full-length test?',
  Message: 'I want to plan my revision around it.',
  Replies: [],
};

const meta = {
  title: 'Contact/SupportThreadList',
  component: SupportThreadList,
  tags: ['autodocs'],
  args: { threads: [unread, waiting, answered[0]!], onOpenUnread: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SupportThreadList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Opening the thread with a new reply shows it and asks to mark it read. */
export const OpenUnread: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText(unread.Subject));
    await expect(canvas.getByText(/Use 8 g/)).toBeVisible();
    await expect(args.onOpenUnread).toHaveBeenCalledWith(3);
  },
};

export const Empty: Story = { args: { threads: [] } };
