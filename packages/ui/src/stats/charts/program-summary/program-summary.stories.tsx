import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildCourseSummary } from '@portal/domain/fixtures';
import { ProgramSummary } from './program-summary';

const meta = {
  title: 'Stats/Charts/ProgramSummary',
  component: ProgramSummary,
  tags: ['autodocs'],
  args: { summary: buildCourseSummary() },
} satisfies Meta<typeof ProgramSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {};
export const NothingDone: Story = {
  args: {
    summary: buildCourseSummary({
      WatchedVideos: 0,
      ReadReadings: 0,
      AttemptedTests: 0,
      SubmittedAssignments: 0,
    }),
  },
};
export const Loading: Story = { args: { loading: true } };
