/** What other modules use of Legends of the Year: the profile's guess count and the home page's leaderboard. */
export { countGuesses } from './repository';
export { readLeaderboard } from './leaderboard';
