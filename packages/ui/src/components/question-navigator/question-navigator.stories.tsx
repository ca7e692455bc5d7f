import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuestionMode } from '@portal/domain';
import { QuestionNavigator, type NavigatorQuestion } from './question-navigator';

const mode = (value: QuestionMode, DisplayName: string) => ({ Value: value, DisplayName });

const byMode: NavigatorQuestion[] = [
  ...Array.from({ length: 8 }, (_, index) => ({
    QuestionId: 100 + index,
    SubjectName: 'Physics',
    QuestionMode: mode(QuestionMode.Mcq, 'MCQs'),
  })),
  ...Array.from({ length: 3 }, (_, index) => ({
    QuestionId: 200 + index,
    SubjectName: 'Physics',
    QuestionMode: mode(QuestionMode.ShortQuestion, 'Short questions'),
  })),
  {
    QuestionId: 300,
    SubjectName: 'Physics',
    QuestionMode: mode(QuestionMode.LongQuestion, 'Long questions'),
  },
];

const flp: NavigatorQuestion[] = ['Physics', 'Chemistry', 'Biology'].flatMap(
  (SubjectName, subjectIndex) =>
    Array.from({ length: 5 }, (_, index) => ({
      QuestionId: 1000 + subjectIndex * 10 + index,
      SubjectName,
      QuestionMode: mode(QuestionMode.Mcq, 'MCQs'),
    })),
);

const meta = {
  title: 'Tests/QuestionNavigator',
  component: QuestionNavigator,
  tags: ['autodocs'],
  args: {
    questions: byMode,
    answeredQuestionIds: [100, 101, 102, 103, 104, 200],
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
    await expect(canvas.getByRole('region', { name: 'Short questions' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Question 9, answered' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(8);
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
    for (const subject of ['Physics', 'Chemistry', 'Biology']) {
      await expect(canvas.getByRole('region', { name: subject })).toBeVisible();
    }
  },
};

/** CAT tests cannot jump: a read-only overview. */
export const ReadOnly: Story = { args: { onNavigate: undefined, currentIndex: 2 } };
