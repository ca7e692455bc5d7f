import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { buildTestProgress } from '@portal/domain/fixtures';
import { TestProgressChart } from './test-progress-chart';

const attempts = [
  buildTestProgress({ TestName: 'Quiz: cell theory and microscopy', Percentage: 50, TestAttemptDate: '2026-11-10T09:00:00.000Z' }),
  buildTestProgress({ TestName: 'Quiz: biological molecules', Percentage: 62.5, TestAttemptDate: '2026-11-13T09:00:00.000Z' }),
  buildTestProgress({ TestName: 'Quiz: enzymes', Percentage: 75, TestAttemptDate: '2026-11-17T09:00:00.000Z' }),
  buildTestProgress({ TestName: 'Quiz: cell division', Percentage: 87.5, TestAttemptDate: '2026-11-20T09:00:00.000Z' }),
];

const meta = {
  title: 'Stats/Charts/TestProgressChart',
  component: TestProgressChart,
  tags: ['autodocs'],
  args: { tests: attempts },
} satisfies Meta<typeof TestProgressChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The text alternative: one row per attempt with its full name, date and percentage.
    const table = canvas.getByRole('table', { name: 'Test progress over time' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(attempts.length + 1);
    await expect(rows[1]).toHaveTextContent('Quiz: cell theory and microscopy (10-Nov-2026)');
    await expect(rows[1]).toHaveTextContent('50%');
  },
};
export const OneSubjectColour: Story = { args: { tests: attempts.slice(1, 3), color: '#16a34a', title: 'Biology progress' } };
export const SingleAttempt: Story = { args: { tests: attempts.slice(0, 1) } };
export const Loading: Story = { args: { loading: true } };
