/**
 * What other modules and the seed use of Legends of the Year: the profile's guess count, the home
 * page's leaderboard, storing a season's blocks and guesses, and the control room's crowning of a legend.
 */
export { crownLegend, findBlock, insertBlocks, isRevealed, readBlocks, readLegend } from './repository';
export { countGuesses, insertGuesses } from './guess-repository';
/** For a user's own data: their guesses, and their removal with the account. */
export { deleteGuessesOf, readGuessesOf } from './guess-repository';
export { readLeaderboard } from './leaderboard';
/** For the exports, which list every guess. */
export { guessesToExport } from './export-rows';
