import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CandidateTestFilter } from '@portal/domain';
import { buildTestSummary } from '@portal/domain/fixtures';
import { TestList, type TestListItem } from './test-list';

const first = buildTestSummary();
const tests: TestListItem[] = [
  {
    id: 1,
    testName: 'Cell structure and organelles: quiz 1',
    subjectName: 'Biology',
    totalQuestions: 8,
    dueDate: first.DueDate,
    status: 'unattempted',
  },
  {
    id: 2,
    testName: 'Chemical bonding: quiz 1',
    subjectName: 'Chemistry',
    totalQuestions: 8,
    dueDate: null,
    status: 'attempted',
    obtainedPercentage: 75,
  },
  {
    id: 3,
    testName: 'Kinematics: quiz 2',
    subjectName: 'Physics',
    totalQuestions: 8,
    dueDate: first.DueDate,
    status: 'expired',
  },
];

const meta = {
  title: 'Tests/TestList',
  component: TestList,
  tags: ['autodocs'],
  args: {
    label: 'Quizzes',
    tests,
    filter: CandidateTestFilter.all,
    onFilterChange: fn(),
    onOpen: fn(),
    onViewResult: fn(),
    onLoadMore: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TestList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Start Cell structure and organelles: quiz 1' }),
    );
    await expect(args.onOpen).toHaveBeenCalledWith(1);
    await userEvent.click(
      canvas.getByRole('button', { name: 'View result of Chemical bonding: quiz 1' }),
    );
    await expect(args.onViewResult).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('radio', { name: 'Unattempted' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith(CandidateTestFilter.unattempted);
  },
};
/** More on the server than loaded: Load more asks for the next page. */
export const WithMore: Story = {
  args: { hasMore: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};
export const LoadingMore: Story = { args: { hasMore: true, loadingMore: true } };
export const Loading: Story = { args: { loading: true, tests: [] } };
export const LoadingSeven: Story = { args: { loading: true, tests: [], skeletonCount: 7 } };
export const Empty: Story = {
  args: {
    tests: [],
    filter: CandidateTestFilter.attempted,
    emptyMessage: 'You have not attempted any quiz yet.',
  },
};
