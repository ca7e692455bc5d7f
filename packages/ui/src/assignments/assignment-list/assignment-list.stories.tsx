import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AssignmentFilter } from '@portal/domain';
import { demoWorld } from '@portal/domain/fixtures';
import { AssignmentList, type AssignmentListItem } from './assignment-list';

const demo = demoWorld.candidate.courses[0]?.assignments ?? [];
const titled = (index: number) => demo[index]?.Title ?? 'Assignment';
const states: AssignmentListItem['state'][] = ['open', 'submitted', 'reviewed', 'expired', 'locked'];
const assignments: AssignmentListItem[] = states.map((state, index) => ({
  id: demo[index]?.AssignmentId ?? index + 1,
  title: titled(index),
  subjectName: demo[index]?.SubjectName ?? 'Biology',
  dueDate: demo[index]?.DueDate ?? null,
  state,
  obtainedScore: state === 'reviewed' ? 8 : null,
  totalScore: 10,
}));

const meta = {
  title: 'Assignments/AssignmentList',
  component: AssignmentList,
  tags: ['autodocs'],
  args: { assignments, filter: AssignmentFilter.All, onFilterChange: fn(), onOpen: fn(), onLoadMore: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AssignmentList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state; a locked one has no Open button; the filter says which list. */
export const EveryState: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Open ${titled(0)}` }));
    await expect(args.onOpen).toHaveBeenCalledWith(assignments[0]?.id);
    await expect(canvas.queryByRole('button', { name: `Open ${titled(4)}` })).toBeNull();
    await expect(canvas.getByText('Score 8 / 10', { exact: false })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Reviewed' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith(AssignmentFilter.Reviewed);
  },
};
export const WithMore: Story = {
  args: { hasMore: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};
export const Loading: Story = { args: { loading: true, assignments: [] } };
export const Empty: Story = {
  args: { assignments: [], filter: AssignmentFilter.Reviewed, emptyMessage: 'None of your assignments has been reviewed yet.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('None of your assignments has been reviewed yet.')).toBeVisible();
  },
};
