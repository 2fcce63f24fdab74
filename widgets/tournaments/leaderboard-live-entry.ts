/** The affiliate leaderboard's live chunk: keeps the server-rendered frame fresh without the framework. */
export { live } from './leaderboard-live.ts';
