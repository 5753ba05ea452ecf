/** What other modules (and the seed) use of the applications: the profile's count, and the demo queue with its uploads. */
export { countApplications, insertStandingEntries, type StandingEntry } from './repository';
export { videoStorageIn } from './video-upload';
