import { defineEndpoint } from '../endpoint';

const tags = ['user'];

export const downloadMyData = defineEndpoint({
  method: 'GET',
  path: '/api/v2/user/me/data',
  summary: 'Everything the site holds about the signed-in user, as a JSON file to download',
  description:
    'The account (never a password hash), entries with their decisions, uploads, votes, Legends guesses, contact messages sent from the account’s email with their replies, staff roles, and mail to the account still in the outbox. The keyed hashes kept with votes and the account are left out: they mean nothing without the server’s key.',
  tags,
  access: 'bearer',
  response: 'PersonalData',
});

export const deleteMyAccount = defineEndpoint({
  method: 'DELETE',
  path: '/api/v2/user/me',
  summary: 'Delete the signed-in user’s account, confirmed by its email typed again',
  description:
    'In one step: votes stay counted but linked to nobody (user and both hashes cleared); entries are withdrawn and unlinked, their comments removed, the decision kept; uploads, guesses, contact messages from the email and mail to it are removed; the email can sign up again. The account’s tokens stop working at once, and a confirmation is mailed to the address. A staff member’s account is refused until an organiser revokes its roles.',
  tags,
  access: 'bearer',
  body: 'AccountDeletionRequest',
  response: 'AccountDeletion',
  errors: { 409: ['account_is_staff'] },
});
