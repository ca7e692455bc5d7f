import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildCourseCompletion } from '@portal/domain/fixtures';
import { ProgramCompletion } from './program-completion';

const meta = {
  title: 'Stats/Charts/ProgramCompletion',
  component: ProgramCompletion,
  tags: ['autodocs'],
  args: { completion: buildCourseCompletion() },
} satisfies Meta<typeof ProgramCompletion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {};
export const NotStarted: Story = {
  args: { completion: buildCourseCompletion({ CompletedActivities: 0, CompletionPercentage: 0 }) },
};
export const Completed: Story = {
  args: {
    completion: buildCourseCompletion({ CompletedActivities: 80, CompletionPercentage: 100 }),
  },
};
export const Loading: Story = { args: { loading: true } };
