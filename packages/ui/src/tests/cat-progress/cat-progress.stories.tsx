import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { buildCatResult } from '@portal/domain/fixtures';
import { CatProgress } from './cat-progress';

const step = buildCatResult().Steps[5]!;

const meta = {
  title: 'Tests/CatProgress',
  component: CatProgress,
  tags: ['autodocs'],
  args: { itemsAnswered: 6, minimumItems: 10, maximumItems: 30, theta: step.Theta, standardError: step.StandardError },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CatProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: /6 answered/ });
    await expect(bar).toHaveAttribute('aria-valuenow', '6');
    await expect(bar).toHaveAttribute('aria-valuemax', '30');
    await expect(canvas.getByText(/\(±0\.\d\d\)$/)).toBeInTheDocument();
  },
};
export const BeforeTheFirstAnswer: Story = {
  args: { itemsAnswered: 0, theta: null, standardError: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Shown after your first answer')).toBeInTheDocument();
  },
};
