/** What other modules use of the block list: whether an address may apply. */
export { isBlocked } from './repository';
