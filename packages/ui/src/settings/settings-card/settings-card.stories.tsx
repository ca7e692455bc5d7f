import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SettingsCard } from './settings-card';

const meta = {
  title: 'Settings/SettingsCard',
  component: SettingsCard,
  args: {
    title: 'Leaderboard',
    description: 'How you appear to other students.',
    children: (
      <p className="text-sm">Choosing to appear anonymously on leaderboards will come here.</p>
    ),
  },
} satisfies Meta<typeof SettingsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A group of settings is a region named by its h2. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Leaderboard' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Leaderboard' })).toBeVisible();
  },
};
export const WithoutDescription: Story = { args: { description: undefined } };
