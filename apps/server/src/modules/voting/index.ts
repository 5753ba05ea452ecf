/** What other modules and the demo seed use of audience voting. */
export { countVotes, insertRounds, insertNominees, insertVotes } from './repository';
export { readWinners } from './winners';
export { readVotingPhase } from './rounds';
