import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { buildCatResult } from '@portal/domain/fixtures';
import { catScaledScore } from '@portal/domain';
import { CatResultSummary } from './cat-result-summary';

const result = buildCatResult();

const meta = {
  title: 'Tests/CatResultSummary',
  component: CatResultSummary,
  tags: ['autodocs'],
  args: {
    theta: result.Theta,
    standardError: result.StandardError,
    itemsAnswered: result.Steps.length,
    stopReasonText: result.StopReasonText,
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CatResultSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Strong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(String(catScaledScore(result.Theta)))).toBeInTheDocument();
    await expect(canvas.getByText('Strong')).toBeInTheDocument();
    await expect(canvas.getByText(result.StopReasonText)).toBeInTheDocument();
  },
};
export const Foundation: Story = {
  args: {
    theta: -2.1,
    standardError: 0.42,
    itemsAnswered: 30,
    stopReasonText: 'The test ended after the maximum number of questions.',
  },
};
