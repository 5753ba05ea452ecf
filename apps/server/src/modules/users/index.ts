/** What other modules use of accounts: who is signed in, the hook every module's routes rely on, and seeded users with their tokens. */
export { authentication, signedInUser, tokenHolder, BlockedAccountError, type AuthenticatedUser, type TokenHolder } from './authentication';
export { byAccount } from './account-key';
export { issueToken } from './tokens';
export { insertPasswordlessAccounts } from './repository';
/** For the backstage, which creates a staff member's account when missing, exactly as sign-up does. */
export { createAccount, findAccountByEmail, findAccountById, type Account } from './repository';
/** For deleting an account and finding it by its mailbox, on its owner's request. */
export { deleteAccountRow, findAccountByMailbox, lockAccount } from './repository';
export { newOneTimePassword } from './passwords';
/** For the mail of an account the backstage creates, which carries a one-time password too. */
export { ONE_TIME_PASSWORD_HOURS, validFor } from './mail-templates';
/** Whether an address is a throwaway one, which sign-up refuses. */
export { isDisposableEmail } from './disposable';
/** The mailbox an address reaches, for the integrity console: accounts from before one account per mailbox may share one. */
export { mailboxOf } from './mailbox';
/** For other modules' listings: the people on a page of their rows, and conditions on accounts for their queries. */
export { emailMatches, isUnblockedAccount, namesAndEmailsOf, type People } from './directory';
/** For the vote's one statement and the integrity console's queries: accounts as their statements join them. */
export { accountFacts, accountsThatMayVote } from './account-facts';
