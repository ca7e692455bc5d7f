import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { buildTestProgress } from '@portal/domain/fixtures';
import { FeatureBarChart } from './feature-bar-chart';

// Percentages of the candidate's tests: the long test names show the 15-character truncation.
const bars = [
  buildTestProgress(),
  buildTestProgress({ TestName: 'Chemistry: Organic reactions chapter test', Percentage: 55 }),
  buildTestProgress({ TestName: 'Physics: Mixed practice', Percentage: 90 }),
  buildTestProgress({ TestName: 'English', Percentage: 68 }),
].map((test) => ({ label: test.TestName, value: test.Percentage }));

const meta = {
  title: 'Stats/Charts/FeatureBarChart',
  component: FeatureBarChart,
  tags: ['autodocs'],
  args: { title: 'Test scores', bars, unit: '%', maxValue: 100 },
} satisfies Meta<typeof FeatureBarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Axis: 15 characters + '...'; text alternative: the full name.
    await expect(canvasElement.textContent).toContain('Chemistry: Orga...');
    await expect(
      canvas.getByRole('rowheader', { name: 'Chemistry: Organic reactions chapter test' }),
    ).toBeInTheDocument();
  },
};
export const ShortLabels: Story = {
  args: {
    bars: bars.map((bar, index) => ({
      ...bar,
      label: ['Bio', 'Chem', 'Phys', 'Eng'][index] ?? bar.label,
    })),
  },
};
export const Loading: Story = { args: { loading: true } };
