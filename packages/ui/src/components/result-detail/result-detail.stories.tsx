import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuestionMode } from '@portal/domain';
import { ResultDetail } from './result-detail';

const options = [
  { id: '11', text: 'The body stays at rest or keeps moving at a constant velocity' },
  { id: '12', text: 'Force equals mass times acceleration' },
  { id: '13', text: 'Every action has an equal and opposite reaction' },
];

const meta = {
  title: 'Tests/ResultDetail',
  component: ResultDetail,
  tags: ['autodocs'],
  args: {
    number: 4,
    text: "Which statement is Newton's first law of motion?",
    mode: QuestionMode.Mcq,
    options,
    correctAnswer: '11',
    explanation: 'The first law is the law of inertia.',
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

export const Correct: Story = { args: { candidateAnswer: '11', outcome: 'correct' } };
export const Wrong: Story = { args: { candidateAnswer: '13', outcome: 'wrong' } };
export const NotAttempted: Story = { args: { candidateAnswer: '', outcome: 'notAttempted' } };
export const FlpSubject: Story = {
  args: { candidateAnswer: '11', outcome: 'correct', subjectName: 'Physics' },
};
export const WrittenAnswer: Story = {
  args: {
    mode: QuestionMode.ShortQuestion,
    options: [],
    text: 'State the SI unit of force.',
    candidateAnswer: 'Newton',
    correctAnswer: 'The newton (N), equal to kg·m/s².',
    outcome: 'correct',
    explanation: undefined,
  },
};
