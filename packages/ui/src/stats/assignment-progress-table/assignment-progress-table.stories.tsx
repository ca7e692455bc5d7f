import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildAssignmentProgress } from '@portal/domain/fixtures';
import { AssignmentProgressTable } from './assignment-progress-table';

const assignments = [
  buildAssignmentProgress(),
  buildAssignmentProgress({
    Title: 'Chemistry: Problem set',
    ObtainScore: 12,
    TotalScore: 20,
    Percentage: 60,
  }),
  buildAssignmentProgress({
    Title: 'Physics: Diagram practice',
    ObtainScore: 9,
    TotalScore: 10,
    Percentage: 90,
  }),
];

const meta = {
  title: 'Stats/AssignmentProgressTable',
  component: AssignmentProgressTable,
  tags: ['autodocs'],
  args: { assignments },
} satisfies Meta<typeof AssignmentProgressTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { assignments: [] } };
