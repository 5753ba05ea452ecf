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

/** Organisers do the same on the owner's request, on the record. */
const peopleTags = ['backstage: personal data'];

export const findPerson = defineEndpoint({
  method: 'GET',
  path: '/api/v2/backstage/people',
  summary: 'Find the account a request for personal data is about, by its email or another spelling of its mailbox',
  tags: peopleTags,
  access: 'staff',
  roles: ['organiser'],
  query: 'PersonQuery',
  response: 'Person',
  errors: { 404: ['not_found'] },
});

export const downloadPersonData = defineEndpoint({
  method: 'GET',
  path: '/api/v2/backstage/people/:userId/data',
  summary: 'Download everything the site holds about an account, on its owner’s request; recorded in the audit log',
  description: 'The same document its owner downloads from their account.',
  tags: peopleTags,
  access: 'staff',
  roles: ['organiser'],
  params: 'PersonParams',
  response: 'PersonalData',
  errors: { 404: ['not_found'] },
});

export const deletePerson = defineEndpoint({
  method: 'DELETE',
  path: '/api/v2/backstage/people/:userId',
  summary: 'Delete an account on its owner’s request, confirmed by its email; recorded in the audit log with the reason',
  description: 'The same deletion its owner makes from their account. A staff member’s account is refused until its roles are revoked.',
  tags: peopleTags,
  access: 'staff',
  roles: ['organiser'],
  params: 'PersonParams',
  body: 'PersonDeletionRequest',
  response: 'AccountDeletion',
  errors: { 404: ['not_found'], 409: ['account_is_staff'] },
});
