/** What other modules and the demo seed use of audience voting: the votes. */
export { countVotes, insertVotes, nomineeVotes, readRoundVoteCounts, readVotesOf, unlinkVotesOf } from './repository';
/** For the integrity console: the votes its signals and the organisers name, held out of the tally and released. */
export { countSelectedVotes, quarantineVotes, readQuarantineGroups, releaseVotes, votesOfRound, type VoteSelection } from './vote-selection';
/** For the exports, which list every vote. */
export { votesToExport } from './export-rows';
/** For the season's readiness, which finds judges who voted where they score. */
export { nominationsVotedBy } from './repository';
