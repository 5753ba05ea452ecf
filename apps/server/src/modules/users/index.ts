/** What other modules use of accounts: who is signed in, and the hook every module's routes rely on. */
export { authentication, signedInUser, BlockedAccountError, type AuthenticatedUser } from './authentication';
