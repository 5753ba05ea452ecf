/** What other modules and the demo seed use of the voting rounds and their nominees. */
export { findRound, insertRounds, readRounds, readStandingsText, type RoundRow, type RoundSchedule } from './round-repository';
export { insertNominees, isNomineeEntry, readNomineePlaces, readNominees, readRoundNominees } from './nominee-repository';
export { readLiveReveals } from './round-nominations';
export { isNominationRevealed, readCalendarRounds, readCurrentVoting, readVotingPhase, roundStatus, sealOf, shownRound, toRoundView } from './round-views';
export { findNomination, nominationIdOf } from './nomination';
/** For the vote, which checks each ballot's nominee against its round's dates in the statement that stores it. */
export { isVotingOpen, openNomineeFinder, votingWindows } from './voting-windows';
/** The round's life: its named transitions and the guard of what only an unsealed round allows. */
export * as roundLife from './round-life';
export { findShowRound, holdNomination, readRunningOrder, setRunningOrder } from './running-order';
/** What the sealed standings show, once revealed: the results, and the winners. */
export { nominationStandingOf, publicResults, resultDecision, sealedStandings } from './sealed-results';
export { readWinners, sealedWinner } from './winners';
export type { NomineeVotes } from './nominee-board';
/** For the exports, which list every vote with its round's kind and its nominee's nickname. */
export { nomineeNicknames, roundKinds } from './export-rows';
