import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildTestAttempt } from '@portal/domain/fixtures';
import { ResultSummary } from './result-summary';

const summary = buildTestAttempt({ IsAttemptedTest: true }).QuestionModeStats!.MCQQuestionSummary;

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
    correctQuestions: summary.CorrectQuestions,
    wrongQuestions: summary.WrongQuestions,
    notAttempted: summary.NotAttempted,
    obtainedPercentageScore: summary.ObtainedPercentageScore,
    obtainedScore: summary.ObtainedScore,
    totalScore: summary.TotalScore,
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
