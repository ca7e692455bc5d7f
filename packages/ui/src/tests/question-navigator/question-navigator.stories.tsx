import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildQuestions } from '@portal/domain/fixtures';
import { QuestionNavigator, type NavigatorQuestion } from './question-navigator';

// 12 questions, the last 3 short: grouped by question mode ("MCQs", "Short Questions").
const byMode: NavigatorQuestion[] = buildQuestions(12, 0, 9);
// FLP: the question bank spans Biology, Chemistry, Physics and English.
const flp: NavigatorQuestion[] = buildQuestions(8);

const meta = {
  title: 'Tests/QuestionNavigator',
  component: QuestionNavigator,
  tags: ['autodocs'],
  args: {
    questions: byMode,
    answeredQuestionIds: [5000, 5001, 5002, 5003, 5004, 5009],
    currentIndex: 5,
    onNavigate: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuestionNavigator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Regular tests are grouped by question mode. */
export const ByQuestionMode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Short Questions' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Question 10, answered' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(9);
  },
};

/** FLP tests are grouped by subject. */
export const FlpBySubject: Story = {
  args: {
    questions: flp,
    isFLP: true,
    currentIndex: 7,
    answeredQuestionIds: [1000, 1002, 1011, 1013, 1020],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const subject of ['Biology', 'Chemistry', 'Physics', 'English']) {
      await expect(canvas.getByRole('region', { name: subject })).toBeVisible();
    }
  },
};

/** CAT tests cannot jump: a read-only overview. */
export const ReadOnly: Story = { args: { onNavigate: undefined, currentIndex: 2 } };

/** Questions flagged for review carry a flag (in their name too) and the legend explains it. */
export const Flagged: Story = {
  args: { flaggedQuestionIds: [5002, 5007] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Question 3, answered, flagged for review' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Question 8, not answered, flagged for review' }),
    ).toBeVisible();
    await expect(canvas.getByText('Flagged for review')).toBeVisible();
  },
};
