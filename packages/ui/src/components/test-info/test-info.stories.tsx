import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TestType } from '@portal/domain';
import { TestInfo } from './test-info';

const meta = {
  title: 'Tests/TestInfo',
  component: TestInfo,
  tags: ['autodocs'],
  args: {
    testName: 'Laws of Motion — Quiz 2',
    subjectName: 'Physics',
    testType: TestType.CBT,
    totalQuestions: 20,
    durationMinutes: 30,
    dueDate: '2026-12-05T00:00:00Z',
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
