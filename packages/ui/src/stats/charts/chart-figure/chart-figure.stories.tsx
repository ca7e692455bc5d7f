import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bar, BarChart, XAxis, YAxis } from 'recharts';
import { expect, within } from 'storybook/test';
import { ChartFigure, chartAxisStyle } from './chart-figure';

const rows = [
  { name: 'Videos', value: 12 },
  { name: 'Readings', value: 7 },
  { name: 'Tests', value: 4 },
];

const chart = (
  <BarChart width={320} height={160} data={rows} accessibilityLayer={false}>
    <XAxis dataKey="name" {...chartAxisStyle} />
    <YAxis width={28} {...chartAxisStyle} />
    <Bar dataKey="value" fill="var(--primary)" isAnimationActive={false} />
  </BarChart>
);

const meta = {
  title: 'Stats/Charts/ChartFigure',
  component: ChartFigure,
  tags: ['autodocs'],
  args: {
    title: 'Activities done',
    width: 320,
    height: 160,
    valueHeader: 'Done',
    data: rows.map((row) => ({ label: row.name, value: String(row.value) })),
    children: chart,
  },
} satisfies Meta<typeof ChartFigure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The chart is hidden from assistive tech; its data table is what screen readers get.
    await expect(canvas.getByRole('table', { name: 'Activities done' })).toBeInTheDocument();
    await expect(canvas.getByRole('rowheader', { name: 'Readings' })).toBeInTheDocument();
  },
};

export const WithSummaryAndLegend: Story = {
  args: {
    summary: '23 activities this week',
    legend: [{ label: 'Activities', color: 'var(--primary)' }],
  },
};

export const Unframed: Story = { args: { framed: false } };

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('figure')?.getAttribute('aria-busy')).toBe('true');
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};
