/** What other modules use of audience voting: the profile's count, the home page's winners, the settings' phase, the seed. */
export { countVotes } from './repository';
export { readWinners } from './winners';
export { readVotingPhase } from './rounds';
export { seedVoting } from './seed/seed-voting';
