import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { avatar: 'norecord' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoRecord: Story = {
  args: { message: 'No record found.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Oops!' })).toBeVisible();
    await expect(canvas.getByText('No record found.')).toBeVisible();
  },
};
export const Locked: Story = {
  args: { avatar: 'locked', message: 'This activity unlocks after the previous one.' },
};
export const EmptyNotes: Story = {
  args: { avatar: 'emptynotes', message: 'You have not added any notes yet.' },
};
export const WithoutMessage: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="empty-state"] p')).toBeNull();
  },
};
