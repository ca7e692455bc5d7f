import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildMistakeBank } from '@portal/domain/fixtures';
import { MistakeBank } from './mistake-bank';

const bank = buildMistakeBank();
const first = bank.Subjects[0]!.Questions[0]!;

const meta = {
  title: 'Tests/MistakeBank',
  component: MistakeBank,
  tags: ['autodocs'],
  args: {
    subjects: bank.Subjects,
    retriesToClear: bank.RetriesToClear,
    // The server's verdict: right when the key's option is chosen.
    onRetry: fn(async (questionId: number, answer: string) => {
      const question = bank.Subjects.flatMap((subject) => subject.Questions).find(
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
} satisfies Meta<typeof MistakeBank>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BySubject: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const subject of bank.Subjects)
      await expect(
        canvas.getByRole('heading', { name: new RegExp(`^${subject.SubjectName}`) }),
      ).toBeInTheDocument();
    await expect(canvas.getAllByRole('article', { name: /:/ })).toHaveLength(bank.TotalMistakes);
  },
};

export const RetryWrongThenRight: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const item = within(canvas.getAllByRole('article', { name: /:/ })[0]!);
    await userEvent.click(item.getByRole('button', { name: 'Retry this question' }));
    // Nothing chosen: the check is refused on the page.
    await expect(item.getByRole('button', { name: 'Check answer' })).toBeDisabled();
    await expect(item.getByText('Please select an option')).toBeInTheDocument();
    const wrongOption = first.Options.find(
      (option) => String(option.OptionId) !== first.CorrectAnswer,
    )!;
    await userEvent.click(item.getByRole('radio', { name: wrongOption.Text }));
    await userEvent.click(item.getByRole('button', { name: 'Check answer' }));
    await expect(args.onRetry).toHaveBeenCalledWith(first.QuestionId, String(wrongOption.OptionId));
    await expect(await item.findByText(/^Not quite/)).toBeInTheDocument();
    await userEvent.click(item.getByRole('button', { name: 'Retry again' }));
    const rightOption = first.Options.find(
      (option) => String(option.OptionId) === first.CorrectAnswer,
    )!;
    await userEvent.click(item.getByRole('radio', { name: rightOption.Text }));
    await userEvent.click(item.getByRole('button', { name: 'Check answer' }));
    await expect(await item.findByText(/^Right\. One more/)).toBeInTheDocument();
    await expect(item.getByText(/1 of 2 right retries/)).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { subjects: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No mistakes to review.')).toBeInTheDocument();
  },
};
