import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TestType } from '@portal/domain';
import { buildTestSummary } from '@portal/domain/fixtures';
import { TestInfo } from './test-info';

const test = buildTestSummary();

const meta = {
  title: 'Tests/TestInfo',
  component: TestInfo,
  tags: ['autodocs'],
  args: {
    testName: test.TestName,
    subjectName: 'Biology',
    testType: test.TestType.Value,
    totalQuestions: test.TotalQuestions,
    durationMinutes: test.DurationMinutes,
    dueDate: test.DueDate,
    instructions: ['Read every question carefully.', 'Each correct answer carries one mark.'],
    onStart: fn(),
    onViewResult: fn(),
  },
} satisfies Meta<typeof TestInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotAttempted: Story = {};
export const Attempted: Story = { args: { isAttempted: true } };
export const Expired: Story = { args: { isExpired: true } };
export const Cat: Story = {
  args: { testType: TestType.CAT, testName: 'Adaptive practice', durationMinutes: undefined },
};
export const FullLengthPractice: Story = {
  args: {
    isFLP: true,
    testName: 'Full-length practice test 1',
    subjectName: undefined,
    totalQuestions: 180,
    durationMinutes: 180,
    dueDate: null,
  },
};
