/** What other modules use of accounts: who is signed in, the hook every module's routes rely on, and seeded users with their tokens. */
export { authentication, signedInUser, BlockedAccountError, type AuthenticatedUser } from './authentication';
export { issueToken } from './tokens';
export { insertPasswordlessAccounts } from './repository';
/** For the backstage, which creates a staff member's account when missing, exactly as sign-up does. */
export { createAccount, findAccountByEmail, findAccountById, type Account } from './repository';
export { newOneTimePassword } from './passwords';
export { oneTimePasswordMail } from './mail-templates';
