import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { buildCatResult } from '@portal/domain/fixtures';
import { CatAbilityChart } from './cat-ability-chart';

const strong = buildCatResult({ trueTheta: 0.6 });
const struggling = buildCatResult({ trueTheta: -1.4, seed: 5 });

const meta = {
  title: 'Stats/Charts/CatAbilityChart',
  component: CatAbilityChart,
  tags: ['autodocs'],
  args: { steps: strong.Steps },
} satisfies Meta<typeof CatAbilityChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The text alternative: one row per question with the estimate, its band and the difficulty.
    const table = canvas.getByRole('table', { name: 'Your ability estimate, question by question' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(strong.Steps.length + 1);
    await expect(rows[1]).toHaveTextContent(/Question 1 \((right|wrong)\)/);
    await expect(rows[1]).toHaveTextContent(/band .+ to .+; difficulty/);
  },
};
export const Struggling: Story = {
  args: { steps: struggling.Steps, summary: 'Ended after the maximum number of questions.' },
};
export const OneAnswer: Story = { args: { steps: strong.Steps.slice(0, 1) } };
export const Loading: Story = { args: { loading: true } };
