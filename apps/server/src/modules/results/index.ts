/** What other modules and the demo seed use of the results: sealing a round. */
export { sealRound, SCHEDULE } from './seal';
