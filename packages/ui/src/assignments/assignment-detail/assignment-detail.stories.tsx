import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AssignmentReviewStatus, AssignmentSubmissionStatus } from '@portal/domain';
import { buildAssignment, demoWorld } from '@portal/domain/fixtures';
import { AssignmentDetail } from './assignment-detail';

const demo = demoWorld.candidate.courses[0]?.assignments ?? [];
/** The Chemistry configurations brief (text) and the Biology microscopes brief (a file). */
const textBrief = demo.find((assignment) => assignment.AssignmentId === 2122) ?? buildAssignment();
const fileBrief = demo.find((assignment) => assignment.AssignmentId === 1113) ?? buildAssignment();

const meta = {
  title: 'Assignments/AssignmentDetail',
  component: AssignmentDetail,
  tags: ['autodocs'],
  args: { assignment: textBrief },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AssignmentDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotSubmitted: Story = {};
export const SubmittedAwaitingReview: Story = {
  args: {
    assignment: {
      ...textBrief,
      IsSubmitted: true,
      SubmissionStatus: AssignmentSubmissionStatus.Submitted,
      ReviewStatus: AssignmentReviewStatus.Pending,
      SubmittedDate: '2026-11-20T10:00:00.000Z',
      SubmittedText:
        '<p>Ground-state configurations:</p><ul><li>H: 1s1</li><li>C: 1s2 2s2 2p2</li><li><strong>Cr: [Ar] 3d5 4s1</strong> (a half-filled d subshell is more stable)</li></ul><p>See <a href="https://en.wikipedia.org/wiki/Aufbau_principle" rel="noopener noreferrer nofollow" target="_blank">the Aufbau principle</a>.</p>',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your teacher has not reviewed it yet.')).toBeVisible();
  },
};
export const Reviewed: Story = {
  args: {
    assignment: {
      ...fileBrief,
      IsSubmitted: true,
      SubmissionStatus: AssignmentSubmissionStatus.Submitted,
      ReviewStatus: AssignmentReviewStatus.Reviewed,
      SubmittedDate: '2026-11-19T10:00:00.000Z',
      SubmittedFileUrl: '#answer-sheet',
      SubmittedFileName: 'microscopes-table.pdf',
      ObtainedScore: 8,
      TeacherRemarks: '<p>The table is complete and the resolution figures are right. Say why electrons give the better resolution: their wavelength is far shorter than light’s.</p>',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Score 8 / 10')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open microscopes-table.pdf' })).toBeVisible();
  },
};
export const Expired: Story = {
  args: { assignment: { ...textBrief, IsExpired: true, DueDate: '2026-11-19T10:00:00.000Z' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent('can no longer be submitted');
  },
};
