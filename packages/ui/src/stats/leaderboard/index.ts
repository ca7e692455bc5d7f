export { Leaderboard, type LeaderboardProps } from './leaderboard';
