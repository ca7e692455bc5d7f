import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuestionMode } from '@portal/domain';
import { buildQuestion } from '@portal/domain/fixtures';
import { ResultDetail } from './result-detail';

const question = buildQuestion(
  { Explanation: 'Aerobic respiration takes place in the mitochondrion.' },
  0,
);
const options = question.Options.map((option) => ({
  id: String(option.OptionId),
  text: option.Text,
}));
const correct = question.CorrectAnswer ?? '';
const wrong = options.find((option) => option.id !== correct)?.id ?? '';

const meta = {
  title: 'Tests/ResultDetail',
  component: ResultDetail,
  tags: ['autodocs'],
  args: {
    number: 4,
    text: question.QuestionText,
    mode: question.QuestionMode.Value,
    options,
    correctAnswer: correct,
    explanation: question.Explanation ?? undefined,
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResultDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Correct: Story = { args: { candidateAnswer: correct, outcome: 'correct' } };
export const Wrong: Story = { args: { candidateAnswer: wrong, outcome: 'wrong' } };
export const NotAttempted: Story = { args: { candidateAnswer: '', outcome: 'notAttempted' } };
export const FlpSubject: Story = {
  args: { candidateAnswer: correct, outcome: 'correct', subjectName: question.SubjectName },
};
export const WrittenAnswer: Story = {
  args: {
    mode: QuestionMode.ShortQuestion,
    options: [],
    text: 'State the SI unit of power.',
    candidateAnswer: 'Watt',
    correctAnswer: 'The watt (W), one joule per second.',
    outcome: 'correct',
    explanation: undefined,
  },
};
export const AwaitingReview: Story = {
  args: {
    mode: QuestionMode.LongQuestion,
    options: [],
    text: 'Explain why the rate of an enzyme-catalysed reaction levels off at high substrate concentration.',
    candidateAnswer:
      'All the active sites are occupied, so adding more substrate cannot make the enzyme work faster.',
    correctAnswer: '',
    outcome: 'pendingReview',
    explanation: undefined,
  },
};
