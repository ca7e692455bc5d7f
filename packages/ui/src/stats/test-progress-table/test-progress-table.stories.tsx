import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildTestProgress } from '@portal/domain/fixtures';
import { TestProgressTable } from './test-progress-table';

const tests = [
  buildTestProgress(),
  buildTestProgress({
    SubjectId: 2,
    TestName: 'Chemistry: Chapter test',
    Percentage: 50,
    TotalQuestion: 10,
    CorrectQuestions: 5,
    WrongQuestions: 4,
    NotAttempted: 1,
    Score: 5,
    TotalMarks: 10,
  }),
  buildTestProgress({
    SubjectId: 3,
    TestName: 'Physics: Mixed practice',
    Percentage: 90,
    TotalQuestion: 10,
    CorrectQuestions: 9,
    WrongQuestions: 1,
    NotAttempted: 0,
    Score: 9,
    TotalMarks: 10,
  }),
];

const meta = {
  title: 'Stats/TestProgressTable',
  component: TestProgressTable,
  tags: ['autodocs'],
  args: { tests },
} satisfies Meta<typeof TestProgressTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { tests: [] } };
