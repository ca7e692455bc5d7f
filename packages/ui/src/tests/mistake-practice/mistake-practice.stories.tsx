import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildMistakeBank } from '@portal/domain/fixtures';
import { MistakePractice } from './mistake-practice';

const bank = buildMistakeBank();
const subject = bank.Subjects[0]!;

const meta = {
  title: 'Tests/MistakePractice',
  component: MistakePractice,
  tags: ['autodocs'],
  args: {
    subjects: bank.Subjects,
    // The server's verdict: right when the key's option is chosen.
    onAnswer: fn(async (questionId: number, answer: string) => {
      const question = bank.Subjects.flatMap((entry) => entry.Questions).find(
        (entry) => entry.QuestionId === questionId,
      )!;
      const right = answer === question.CorrectAnswer;
      const count = question.CorrectRetries + (right ? 1 : 0);
      return { IsCorrect: right, CorrectRetries: count, IsCleared: count >= 2 };
    }),
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MistakePractice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseASet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Subject' })).toHaveValue(
      subject.SubjectName,
    );
    await expect(
      canvas.getByRole('button', { name: `Start a practice set of ${subject.Questions.length}` }),
    ).toBeEnabled();
  },
};

export const AnsweredAndScored: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Start a practice set/ }));
    for (const question of subject.Questions) {
      const key = question.CorrectAnswer!.split(',')[0]!;
      const option = question.Options.find((entry) => String(entry.OptionId) === key)!;
      await userEvent.click(canvas.getByRole('radio', { name: option.Text }));
      await userEvent.click(canvas.getByRole('button', { name: 'Check answer' }));
      await canvas.findByText(/^Right/);
      await userEvent.click(
        canvas.getByRole('button', { name: /^(Next question|See your score)$/ }),
      );
    }
    await expect(
      await canvas.findByText(
        `You answered ${subject.Questions.length} of ${subject.Questions.length} right.`,
      ),
    ).toBeInTheDocument();
    await expect(args.onAnswer).toHaveBeenCalledTimes(subject.Questions.length);
  },
};

export const NoMistakes: Story = { args: { subjects: [] } };
