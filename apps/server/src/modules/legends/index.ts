/** What other modules and the seed use of Legends of the Year: the profile's guess count, the home page's leaderboard, and storing a season's blocks and guesses. */
export { countGuesses, insertBlocks, insertGuesses } from './repository';
export { readLeaderboard } from './leaderboard';
