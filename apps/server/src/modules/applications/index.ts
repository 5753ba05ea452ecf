/** What other modules use of the applications: the profile's count. */
export { countApplications } from './repository';
