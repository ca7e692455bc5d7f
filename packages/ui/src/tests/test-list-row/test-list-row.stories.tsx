import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { buildTestSummary } from '@portal/domain/fixtures';
import { TestListRow } from './test-list-row';

const test = buildTestSummary();

const meta = {
  title: 'Tests/TestListRow',
  component: TestListRow,
  tags: ['autodocs'],
  args: {
    testName: test.TestName,
    subjectName: 'Biology',
    totalQuestions: test.TotalQuestions,
    dueDate: test.DueDate,
    onStart: fn(),
    onViewResult: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TestListRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unattempted: Story = { args: { status: 'unattempted' } };
export const Attempted: Story = { args: { status: 'attempted', obtainedPercentage: 85 } };
export const Expired: Story = { args: { status: 'expired' } };
export const NoDueDate: Story = { args: { status: 'unattempted', dueDate: null } };
/** An expired test still opens its info page, which says why it cannot be started. */
export const ExpiredWithDetails: Story = { args: { status: 'expired', onViewDetails: fn() } };
