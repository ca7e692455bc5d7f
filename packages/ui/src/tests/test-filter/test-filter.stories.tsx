import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CandidateTestFilter, QuizTypeFilter } from '@portal/domain';
import { quizTypeFilterOptions, TestFilter } from './test-filter';

const meta = {
  title: 'Tests/TestFilter',
  component: TestFilter<number>,
  tags: ['autodocs'],
  args: { onValueChange: fn(), value: CandidateTestFilter.all },
} satisfies Meta<typeof TestFilter<number>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Attempted' }));
    await expect(args.onValueChange).toHaveBeenCalledWith(CandidateTestFilter.attempted);
  },
};
export const Attempted: Story = { args: { value: CandidateTestFilter.attempted } };
export const Unattempted: Story = { args: { value: CandidateTestFilter.unattempted } };
export const QuizType: Story = {
  args: {
    label: 'Filter quizzes by type',
    options: quizTypeFilterOptions,
    value: QuizTypeFilter.TopicWiseImprovement,
  },
};
