import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonsSkeleton, Skeleton, SkeletonList } from './skeleton';

const meta = {
  title: 'Primitives/SkeletonList',
  component: SkeletonList,
  args: { count: 3, variant: 'row' },
} satisfies Meta<typeof SkeletonList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Three: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveAttribute('data-count', '3');
    await expect(
      status.querySelectorAll('[data-slot="skeleton"][aria-hidden="true"]').length,
    ).toBeGreaterThan(0);
  },
};
export const Four: Story = { args: { count: 4 } };
export const Seven: Story = { args: { count: 7 } };
export const Cards: Story = { args: { variant: 'card', count: 4 } };
export const Media: Story = { args: { variant: 'media', count: 3 } };
export const Table: Story = { args: { variant: 'table', count: 7 } };
export const Fields: Story = { args: { variant: 'field', count: 4 } };
export const Stats: Story = { args: { variant: 'stat', count: 4 } };

export const Block: Story = { render: () => <Skeleton className="h-24 w-64" /> };

export const ThreeButtons: Story = { render: () => <ButtonsSkeleton /> };
