import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildLeaderboard } from '@portal/domain/fixtures';
import { Leaderboard } from './leaderboard';

const meta = {
  title: 'Stats/Leaderboard',
  component: Leaderboard,
  tags: ['autodocs'],
  args: { positions: buildLeaderboard() },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Leaderboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { loading: true } };
export const LoadingThree: Story = { args: { loading: true, skeletonCount: 3 } };
export const Empty: Story = { args: { positions: [] } };
