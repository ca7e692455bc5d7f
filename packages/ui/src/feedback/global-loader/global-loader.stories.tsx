import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GlobalLoader } from './global-loader';

const meta = {
  title: 'Feedback/GlobalLoader',
  component: GlobalLoader,
  args: { active: true },
} satisfies Meta<typeof GlobalLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};
export const CustomLabel: Story = { args: { label: 'Submitting your test...' } };
export const Inactive: Story = {
  args: { active: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};
