/** What other modules and the demo seed use of audience voting. */
export {
  countVotes,
  findRound,
  insertRounds,
  insertNominees,
  insertVotes,
  isNomineeEntry,
  markNominationsRevealed,
  markRoundRevealed,
  readRoundNominations,
  readRoundNominees,
  readRoundVoteCounts,
  readRounds,
  readStandingsText,
  readVotesOf,
  setRevealOrder,
  storeSeal,
  unlinkVotesOf,
  updateRoundSchedule,
  type RoundNominee,
  type RoundRow,
  type RoundSchedule,
} from './repository';
export { isNominationRevealed, lockUnsealedRound, roundSealed, roundStatus, sealOf, toRoundView } from './rounds';
export { sealedStandings } from './sealed-results';
export { readWinners, sealedWinner } from './winners';
export { readVotingPhase } from './rounds';
