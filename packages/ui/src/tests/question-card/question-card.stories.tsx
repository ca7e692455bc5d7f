import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AnswerType, QuestionMode } from '@portal/domain';
import { buildQuestion, buildQuestions } from '@portal/domain/fixtures';
import { QuestionCard } from './question-card';

const question = buildQuestion({}, 4);
const options = question.Options.map((option) => ({
  id: String(option.OptionId),
  text: option.Text,
}));
const short = buildQuestions(1, 4, 0)[0]!;

const meta = {
  title: 'Tests/QuestionCard',
  component: QuestionCard,
  tags: ['autodocs'],
  args: {
    questionId: question.QuestionId,
    number: 3,
    totalQuestions: 20,
    text: question.QuestionText,
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
    await expect(args.onAnswerChange).toHaveBeenLastCalledWith(options[1]!.id);
  },
};

/** Multiple answer: checkboxes, several can be chosen and the answer lists them in option order. */
export const McqMultipleAnswer: Story = {
  args: {
    answerType: AnswerType.multiple,
    text: 'Which of these are SI base or derived units of energy and power?',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radio')).toBeNull();
    const third = canvas.getByRole('checkbox', { name: options[2]!.text });
    const first = canvas.getByRole('checkbox', { name: options[0]!.text });
    await userEvent.click(third);
    await userEvent.click(first);
    await expect(third).toBeChecked();
    await expect(first).toBeChecked();
    await expect(args.onAnswerChange).toHaveBeenLastCalledWith(
      `${options[0]!.id},${options[2]!.id}`,
    );
    await userEvent.click(third);
    await expect(args.onAnswerChange).toHaveBeenLastCalledWith(options[0]!.id);
  },
};

export const ShortQuestion: Story = {
  args: {
    mode: short.QuestionMode.Value,
    options: [],
    text: short.QuestionText,
    defaultAnswer: 'Watt (W)',
  },
};

export const LongQuestion: Story = {
  args: {
    mode: QuestionMode.LongQuestion,
    options: [],
    text: 'Explain, with an example, how power relates to work done and time taken.',
  },
};

/** FLP tests mix subjects: the question carries its SubjectName. */
export const FlpQuestion: Story = {
  args: { subjectName: question.SubjectName, defaultAnswer: options[1]!.id },
};

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
  args: { requireAnswer: true, onPrevious: undefined, number: 1, defaultAnswer: options[1]!.id },
};

export const Disabled: Story = { args: { disabled: true, defaultAnswer: options[1]!.id } };

export const LastQuestion: Story = {
  args: { number: 20, nextLabel: 'Finish', defaultAnswer: options[3]!.id },
};
