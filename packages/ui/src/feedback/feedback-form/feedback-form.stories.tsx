import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildFeedback } from '@portal/domain/fixtures';
import { FeedbackForm } from './feedback-form';

const subjects = [
  { SubjectId: 1, SubjectName: 'Biology' },
  { SubjectId: 2, SubjectName: 'Chemistry' },
];
const feedback = buildFeedback(subjects);

const meta = {
  title: 'Feedback/FeedbackForm',
  component: FeedbackForm,
  tags: ['autodocs'],
  args: { feedback, onSubmit: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FeedbackForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submit stays disabled until every question is rated. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Submit feedback' });
    await expect(submit).toBeDisabled();
    for (const group of canvas.getAllByRole('radiogroup')) {
      await userEvent.click(within(group).getByRole('radio', { name: '4 stars' }));
    }
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.arrayContaining([{ SubjectId: 1, FeedbackQuestionId: 1, Rating: 4, Comment: null }]),
    );
  },
};

export const SubjectAlreadySaved: Story = {
  args: {
    feedback: {
      ...feedback,
      SubjectList: feedback.SubjectList.map((subject) => ({
        ...subject,
        IsSaved: subject.SubjectId === 1,
      })),
    },
    defaultSubjectId: 1,
  },
};

export const WithError: Story = {
  args: { errorMessage: 'Something went wrong. Please try later.' },
};

export const Saving: Story = { args: { pending: true } };
