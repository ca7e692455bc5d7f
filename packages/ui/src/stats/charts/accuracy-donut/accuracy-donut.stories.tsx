import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildTestAccuracy } from '@portal/domain/fixtures';
import { AccuracyDonut } from './accuracy-donut';

const meta = {
  title: 'Stats/Charts/AccuracyDonut',
  component: AccuracyDonut,
  tags: ['autodocs'],
  args: { correct: buildTestAccuracy().Correct },
} satisfies Meta<typeof AccuracyDonut>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoneCorrect: Story = { args: { correct: 0 } };
export const AllCorrect: Story = { args: { correct: 100 } };
export const Loading: Story = { args: { loading: true } };
