import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AnswerType, QuestionMode } from '@portal/domain';
import { QuestionCard } from './question-card';

const options = [
  { id: '11', text: 'The body stays at rest or keeps moving at a constant velocity' },
  { id: '12', text: 'Force equals mass times acceleration' },
  { id: '13', text: 'Every action has an equal and opposite reaction' },
  { id: '14', text: 'Energy is conserved in a closed system' },
];

const meta = {
  title: 'Tests/QuestionCard',
  component: QuestionCard,
  tags: ['autodocs'],
  args: {
    questionId: 501,
    number: 3,
    totalQuestions: 20,
    text: "Which statement is Newton's first law of motion?",
    mode: QuestionMode.Mcq,
    answerType: AnswerType.single,
    options,
    onAnswerChange: fn(),
    onNext: fn(),
    onPrevious: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuestionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Single answer: radio buttons, choosing one clears the other. */
export const McqSingleAnswer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup')).toBeVisible();
    const first = canvas.getByRole('radio', { name: options[0]!.text });
    const second = canvas.getByRole('radio', { name: options[1]!.text });
    await userEvent.click(first);
    await userEvent.click(second);
    await expect(second).toBeChecked();
    await expect(first).not.toBeChecked();
    await expect(args.onAnswerChange).toHaveBeenLastCalledWith('12');
  },
};

/** Multiple answer: checkboxes, several can be chosen and the answer lists them in option order. */
export const McqMultipleAnswer: Story = {
  args: { answerType: AnswerType.multiple, text: "Which of these are Newton's laws of motion?" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radio')).toBeNull();
    const third = canvas.getByRole('checkbox', { name: options[2]!.text });
    const first = canvas.getByRole('checkbox', { name: options[0]!.text });
    await userEvent.click(third);
    await userEvent.click(first);
    await expect(third).toBeChecked();
    await expect(first).toBeChecked();
    await expect(args.onAnswerChange).toHaveBeenLastCalledWith('11,13');
    await userEvent.click(third);
    await expect(args.onAnswerChange).toHaveBeenLastCalledWith('11');
  },
};

export const ShortQuestion: Story = {
  args: {
    mode: QuestionMode.ShortQuestion,
    options: [],
    text: 'State the SI unit of force.',
    defaultAnswer: 'Newton (N)',
  },
};

export const LongQuestion: Story = {
  args: {
    mode: QuestionMode.LongQuestion,
    options: [],
    text: 'Explain, with an example, how the third law of motion applies to a rocket launch.',
  },
};

/** FLP tests mix subjects: the question carries its SubjectName. */
export const FlpQuestion: Story = { args: { subjectName: 'Physics', defaultAnswer: '13' } };

/** CAT, not yet attempted: Next is blocked until an option is chosen. */
export const CatUnanswered: Story = {
  args: { requireAnswer: true, onPrevious: undefined, number: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: /Next/ });
    await expect(next).toBeDisabled();
    await expect(canvas.getByText('Please select an option')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Previous/ })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: options[1]!.text }));
    await expect(canvas.queryByText('Please select an option')).toBeNull();
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(args.onNext).toHaveBeenCalledOnce();
  },
};

export const CatAnswered: Story = {
  args: { requireAnswer: true, onPrevious: undefined, number: 1, defaultAnswer: '12' },
};

export const Disabled: Story = { args: { disabled: true, defaultAnswer: '12' } };

export const LastQuestion: Story = {
  args: { number: 20, nextLabel: 'Finish', defaultAnswer: '14' },
};
