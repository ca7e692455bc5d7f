import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DataTable, type DataTableColumn } from './data-table';

interface Row {
  subject: string;
  lessons: number;
  completed: number;
}

const rows: Row[] = [
  { subject: 'Biology', lessons: 42, completed: 30 },
  { subject: 'Chemistry', lessons: 36, completed: 12 },
  { subject: 'Physics', lessons: 40, completed: 40 },
];

const columns: DataTableColumn<Row>[] = [
  {
    id: 'subject',
    header: 'Subject',
    rowHeader: true,
    className: 'font-medium',
    cell: (row) => row.subject,
  },
  { id: 'lessons', header: 'Lessons', align: 'end', cell: (row) => row.lessons },
  {
    id: 'completed',
    header: 'Completed',
    align: 'end',
    cell: (row) => `${Math.round((row.completed / row.lessons) * 100)}%`,
  },
];

const meta = {
  title: 'Primitives/DataTable',
  component: DataTable<Row>,
  tags: ['autodocs'],
  args: {
    slot: 'subject-table',
    caption: 'Subject completion',
    columns,
    rows,
    rowKey: (row: Row) => row.subject,
    emptyMessage: 'No subjects yet.',
  },
} satisfies Meta<typeof DataTable<Row>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Column headers, and each row named by its row header.
    await expect(canvas.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Subject',
      'Lessons',
      'Completed',
    ]);
    await expect(canvas.getByRole('rowheader', { name: 'Chemistry' })).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: 'Subject completion' })).toBeInTheDocument();
  },
};

export const Comfortable: Story = {
  args: {
    density: 'comfortable',
    rowProps: (row: Row) =>
      row.completed === row.lessons
        ? { 'aria-current': 'true', className: 'bg-accent text-accent-foreground' }
        : {},
  },
};

export const Loading: Story = {
  args: { loading: true, skeletonCount: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading subject completion')).toBeInTheDocument();
    await expect(
      canvasElement.querySelectorAll('[data-slot="subject-table"] [data-slot="skeleton"]').length,
    ).toBe(3);
  },
};

export const Empty: Story = { args: { rows: [] } };
