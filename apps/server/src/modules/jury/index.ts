/** What other modules use of the jury: the scores that count in a round's results. */
export { readJuryTallies, type JuryTally } from './tallies';
