import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResultSummary } from './result-summary';

const meta = {
  title: 'Tests/ResultSummary',
  component: ResultSummary,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResultSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Passed: Story = {
  args: {
    correctQuestions: 16,
    wrongQuestions: 3,
    notAttempted: 1,
    obtainedPercentageScore: 80,
    obtainedScore: 16,
    totalScore: 20,
  },
};

export const Failed: Story = {
  args: {
    correctQuestions: 6,
    wrongQuestions: 10,
    notAttempted: 4,
    obtainedPercentageScore: 30,
    obtainedScore: 6,
    totalScore: 20,
  },
};

export const NothingAttempted: Story = {
  args: {
    correctQuestions: 0,
    wrongQuestions: 0,
    notAttempted: 20,
    obtainedPercentageScore: 0,
    obtainedScore: 0,
    totalScore: 20,
  },
};
