import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ANONYMOUS_CANDIDATE_NAME } from '@portal/domain';
import { buildLeaderboard } from '@portal/domain/fixtures';
import { Leaderboard } from './leaderboard';

const meta = {
  title: 'Stats/Leaderboard',
  component: Leaderboard,
  tags: ['autodocs'],
  args: { positions: buildLeaderboard() },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
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

/**
 * The relative view: the top rows, then the candidate's own row with its neighbours (a gap in the
 * positions). Equal scores share a rank; a classmate who chose anonymity has no name or picture,
 * and the candidate who chose it sees their own name with a note.
 */
export const OwnRowWithNeighboursAndTies: Story = {
  args: {
    positions: [
      ...buildLeaderboard('Ayesha Khan').slice(0, 2),
      { Rank: 17, Position: 17, CandidateName: 'Sana Malik', ProfileImage: null, Score: 44.2, ResultPercentage: 58, ParticipationPercentage: 12, IsAnonymous: false, IsCurrentCandidate: false },
      { Rank: 18, Position: 18, CandidateName: ANONYMOUS_CANDIDATE_NAME, ProfileImage: null, Score: 42.1, ResultPercentage: 57.1, ParticipationPercentage: 6.9, IsAnonymous: true, IsCurrentCandidate: false },
      { Rank: 18, Position: 19, CandidateName: 'Ayesha Khan', ProfileImage: null, Score: 42.1, ResultPercentage: 57.1, ParticipationPercentage: 6.9, IsAnonymous: true, IsCurrentCandidate: true },
      { Rank: 20, Position: 20, CandidateName: 'Usman Raza', ProfileImage: null, Score: 40, ResultPercentage: 55, ParticipationPercentage: 5, IsAnonymous: false, IsCurrentCandidate: false },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const own = canvas.getByRole('row', { current: true });
    await expect(own).toHaveTextContent('(you, anonymous to others)');
    await expect(own).toHaveTextContent('18');
    await expect(canvas.getByRole('row', { name: /Anonymous candidate/ })).toHaveTextContent('18');
  },
};
