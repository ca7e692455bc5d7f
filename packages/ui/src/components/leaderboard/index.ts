export { Leaderboard, type LeaderboardPosition, type LeaderboardProps } from './leaderboard';
